import { isSetUp, SETUP_WALLET_TYPES } from '@bc/api';
import { WORKSPACE_DEFAULTS } from '@bc/domain';
import { registerNamespace } from '@bc/i18n';
import { referenceResources } from '@bc/i18n/namespaces/reference';
import { Navigate, paths, useNavigate } from '@bc/router';
import { queryClient } from '@bc/session';
import { Alert, AmountInput, apiError, Button, Field, FormActions, useReferenceNames } from '@bc/ui';
import { USER_INFO_QUERY_KEY, useUserInfo } from '@bc/ui/account';
import { CurrencySelect, PaymentTypeSelect } from '@bc/ui/reference-data';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFinalizeSignUp } from './api/finalize-sign-up.ts';
import { Tooltip } from './components/tooltip.tsx';

// Currency, payment type and wallet type names.
registerNamespace('reference', referenceResources);

/** The setup's defaults: the workspace's (euro, payment type 1), and a bank wallet with a balance of 0. */
const DEFAULT_CURRENCY_ID = String(WORKSPACE_DEFAULTS.currencyId);
const DEFAULT_PAYMENT_TYPE_ID = String(WORKSPACE_DEFAULTS.paymentTypeId);
const DEFAULT_WALLET_TYPE = 'bank';

/** The first wallet's colour is picked at random from these. */
const WALLET_COLORS = [
  '#0f766e',
  '#1d4ed8',
  '#7c3aed',
  '#c2410c',
  '#15803d',
  '#b45309',
  '#be185d',
  '#0369a1',
  '#4b5563',
  '#a21caf',
] as const;

const randomColor = () => WALLET_COLORS[Math.floor(Math.random() * WALLET_COLORS.length)] ?? WALLET_COLORS[0];

/**
 * /auth/finalize, "Set up account": the first workspace (name, default currency and payment type)
 * and its first wallet. A user whose setup is complete goes straight on to the dashboard.
 */
export function FinalizePage() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const names = useReferenceNames();
  const navigate = useNavigate();
  const userInfo = useUserInfo();
  const finalize = useFinalizeSignUp();
  const [color] = useState(randomColor);
  const [balance, setBalance] = useState<number | null>(0);
  const id = useId();
  const failure = finalize.isError ? apiError(finalize.error) : null;
  const fields = failure?.status === 422 ? failure.fields : {};

  const info = userInfo.data;
  if (info && isSetUp(info) && !finalize.isPending)
    return <Navigate to={paths.dashboard.getHref()} replace />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!info) return;
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '');
    // A select still waiting for its list is not submitted: the setup's defaults stand in.
    const currency = Number(form.get('currency') ?? DEFAULT_CURRENCY_ID);
    finalize.mutate(
      {
        userUuid: info.uuid,
        workspace: {
          name: value('workspace_name').trim(),
          currency,
          payment_type: Number(form.get('payment_type') ?? DEFAULT_PAYMENT_TYPE_ID),
        },
        wallet: {
          name: value('wallet_name').trim(),
          balance: balance ?? 0,
          type: value('wallet_type') as (typeof SETUP_WALLET_TYPES)[number],
          color: value('wallet_color') || color,
          currency,
          exclude_from_stats: false,
        },
      },
      {
        onSuccess: (next) => {
          // The answer is the user's info for the new workspace: no second user-info call.
          queryClient.setQueryData(USER_INFO_QUERY_KEY, next);
          navigate(paths.dashboard.getHref(), { replace: true });
        },
      },
    );
  };

  const fieldError = (name: string) => fields[name] ?? fields[name.replace('_', '.')];
  const tooltipId = `${id}-workspace-tooltip`;

  return (
    <section className="bc-card bc-auth-card" aria-labelledby="bc-finalize-title">
      <h1 id="bc-finalize-title">{t('finalize.title')}</h1>
      <p>{t('finalize.intro')}</p>
      {failure && (
        <Alert tone="error">
          {Object.keys(fields).length ? t('auth.checkFields') : (failure.message ?? tc('errors.generic'))}
        </Alert>
      )}
      <form className="bc-form" onSubmit={submit}>
        <fieldset className="bc-fieldset bc-form">
          <legend>{t('finalize.workspace')}</legend>
          <Field
            label={t('finalize.workspaceName')}
            labelAside={
              <Tooltip
                id={tooltipId}
                label={t('finalize.workspaceNameHelp')}
                text={t('finalize.workspaceNameTooltip')}
              />
            }
            describedBy={tooltipId}
            error={fieldError('workspace_name')}
          >
            <input
              name="workspace_name"
              type="text"
              autoComplete="off"
              required
              maxLength={120}
              defaultValue={t('finalize.defaultWorkspaceName')}
            />
          </Field>
          <CurrencySelect
            id={`${id}-currency`}
            name="currency"
            label={t('finalize.currency')}
            defaultValue={DEFAULT_CURRENCY_ID}
          />
          <PaymentTypeSelect
            id={`${id}-payment-type`}
            name="payment_type"
            label={t('finalize.paymentType')}
            defaultValue={DEFAULT_PAYMENT_TYPE_ID}
          />
        </fieldset>
        <fieldset className="bc-fieldset bc-form">
          <legend>{t('finalize.wallet')}</legend>
          <Field label={t('finalize.walletName')} error={fieldError('wallet_name')}>
            <input name="wallet_name" type="text" autoComplete="off" required maxLength={120} />
          </Field>
          <Field label={t('finalize.walletType')}>
            <select name="wallet_type" defaultValue={DEFAULT_WALLET_TYPE}>
              {SETUP_WALLET_TYPES.map((type) => (
                <option key={type} value={type}>
                  {names.walletType(type)}
                </option>
              ))}
            </select>
          </Field>
          <AmountInput
            id={`${id}-balance`}
            name="wallet_balance"
            label={t('finalize.walletBalance')}
            defaultValue={0}
            onChange={setBalance}
          />
          <Field label={t('finalize.walletColor')} inline>
            <input name="wallet_color" type="color" defaultValue={color} className="bc-color-input" />
          </Field>
        </fieldset>
        <FormActions>
          <Button type="submit" variant="primary" busy={finalize.isPending} disabled={!info}>
            {t('finalize.save')}
          </Button>
        </FormActions>
      </form>
    </section>
  );
}
