export { Alert, type AlertProps, type AlertTone } from './alert.tsx';
export { AmountInput, type AmountInputProps } from './amount-input.tsx';
export { type ApiErrorDetail, apiError, saveProblems } from './api-error.ts';
export { AreaApp, type AreaAppProps, type AreaDefinition, registerAreaNamespaces } from './area-app.tsx';
export { AreaRoot, type AreaRootProps } from './area-root.tsx';
export { AreaUnavailable, type AreaUnavailableProps } from './area-unavailable.tsx';
export {
  Button,
  type ButtonLook,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonClassName,
} from './button.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';
export {
  deferredComponent,
  type LoadedModule,
  type ModuleLoader,
  moduleLoader,
  useLoadedModule,
} from './deferred-component.tsx';
export { Disclosure, type DisclosureProps } from './disclosure.tsx';
export { type DownloadOptions, downloadFile, fileNameOf, saveBlob } from './download.ts';
export { type EmbeddedArea, type EmbedOptions, embedArea } from './embed.tsx';
export { EmptyState, type EmptyStateProps } from './empty-state.tsx';
export { Field, type FieldControlProps, type FieldProps } from './field.tsx';
export { FormActions, type FormActionsProps, FormLayout, type FormLayoutProps } from './form-layout.tsx';
export { type FormProblems, useFormProblems } from './form-problems.tsx';
export { Loading, type LoadingProps, type SkeletonShape } from './loading.tsx';
export { Modal, type ModalProps } from './modal.tsx';
export { MultiPicker, type MultiPickerProps } from './multi-picker.tsx';
export { OneTimeCodeInput } from './one-time-code-input.tsx';
export { type HeaderMenuItem, PageHeader, type PageHeaderProps } from './page-header.tsx';
export { Pagination, type PaginationProps } from './pagination.tsx';
export {
  NewPasswordField,
  type NewPasswordFieldProps,
  PasswordStrength,
  type PasswordStrengthProps,
} from './password-strength.tsx';
export {
  QuerySelect,
  type QuerySelectProps,
  type SelectOption,
  type SelectOptionGroup,
  SelectOptions,
} from './query-select.tsx';
export {
  type QueryResultLike,
  QueryState,
  type QueryStateProps,
  useQueryFailureText,
} from './query-state.tsx';
export { type ReferenceNames, useReferenceNames } from './reference-names.ts';
export { startStandalone } from './standalone.tsx';
export { TableScroll, type TableScrollProps } from './table-scroll.tsx';
export {
  rovingIndex,
  type TabItem,
  TabPanel,
  type TabPanelProps,
  Tabs,
  type TabsProps,
  tabElementId,
  tabPanelElementId,
} from './tabs.tsx';
export {
  type Flash,
  type FlashMessage,
  type FlashState,
  Toast,
  ToastClose,
  type ToastProps,
  Toasts,
  type ToastsProps,
  useFlash,
} from './toast.tsx';
export { useHydrated } from './use-hydrated.ts';
