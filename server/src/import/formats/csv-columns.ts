// Which column of a CSV holds what, from its header: the exports of Actual Budget, YNAB (4 and nYNAB), Firefly
// III and Mint, and the usual bank headers in English, German, French, Italian, Spanish and Dutch. Names are
// compared without case, accents or punctuation ("Empfänger", "Betrag (EUR)", "Beguenstigter/Zahlungspflichtiger").
import { parseAmountText } from './amounts.ts';
import { looksLikeDate } from './dates.ts';

/** The 0-based columns of each field; the amount is one signed column or an inflow and an outflow. */
export interface ColumnIndexes {
  date: number;
  amount: number | null;
  inflow: number | null;
  outflow: number | null;
  payee: number | null;
  note: number | null;
  bankId: number | null;
  category: number | null;
}

/** A header name reduced to what tells it: lower case, no accents, words separated by single spaces. */
export function headerKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// Each list is in order of preference: the booking date before the value date, a payee before a description.
const DATE_NAMES = [
  'date',
  'transaction date',
  'booking date',
  'posting date',
  'posted date',
  'trans date',
  'datum',
  'buchungstag',
  'buchungsdatum',
  'date operation',
  'date de l operation',
  'date comptable',
  'data',
  'data operazione',
  'data contabile',
  'data registrazione',
  'fecha',
  'fecha operacion',
  'fecha de operacion',
  'fecha contable',
  'transactiedatum',
  'boekdatum',
  'boekingsdatum',
  'value date',
  'wertstellung',
  'valutadatum',
  'valuta',
  'date valeur',
  'date de valeur',
  'data valuta',
  'fecha valor',
  'rentedatum',
];

const AMOUNT_NAMES = [
  'amount',
  'transaction amount',
  'betrag',
  'umsatz',
  'montant',
  'importo',
  'importe',
  'bedrag',
];

/** Money in and money out as two columns, in pairs: the pair is only used when both columns are there. */
const INFLOW_OUTFLOW_NAMES: readonly [string, string][] = [
  ['inflow', 'outflow'],
  ['credit amount', 'debit amount'],
  ['paid in', 'paid out'],
  ['money in', 'money out'],
  ['deposits', 'withdrawals'],
  ['deposit', 'withdrawal'],
  ['credit', 'debit'],
  ['eingang', 'ausgang'],
  ['haben', 'soll'],
  ['gutschrift', 'lastschrift'],
  ['recettes', 'depenses'],
  ['entrees', 'sorties'],
  ['entrate', 'uscite'],
  ['avere', 'dare'],
  ['accrediti', 'addebiti'],
  ['credito', 'debito'],
  ['abonos', 'cargos'],
  ['abono', 'cargo'],
  ['haber', 'debe'],
  ['ingresos', 'gastos'],
  ['bij', 'af'],
  ['credit', 'debet'],
];

const PAYEE_NAMES = [
  'payee',
  'payee name',
  'beneficiary',
  'counterparty',
  'counterparty name',
  'merchant',
  'merchant name',
  'name',
  'empfanger',
  'empfaenger',
  'zahlungsempfanger',
  'auftraggeber empfanger',
  'beguenstigter zahlungspflichtiger',
  'name zahlungsbeteiligter',
  'zahlungsbeteiligter',
  'auftraggeber',
  'beneficiaire',
  'tiers',
  'contrepartie',
  'beneficiario',
  'controparte',
  'beneficiario ordenante',
  'ordinante',
  'naam',
  'naam omschrijving',
  'tegenpartij',
  'description',
  'transaction description',
];

const NOTE_NAMES = [
  'notes',
  'note',
  'memo',
  'verwendungszweck',
  'buchungstext',
  'beschreibung',
  'details',
  'purpose',
  'remittance information',
  'libelle',
  'libelle operation',
  'communication',
  'causale',
  'descrizione',
  'descripcion',
  'concepto',
  'omschrijving',
  'mededelingen',
  'original description',
  'description',
  'transaction description',
  'narrative',
  'reference',
];

const CATEGORY_NAMES = ['category', 'kategorie', 'categorie', 'categoria'];

/**
 * Only columns that name a unique id of the bank's: the import takes a row whose bank id an entry already has
 * as a duplicate whatever its date and amount, so a free-text "Reference" (the same "RENT" every month) goes
 * to the note, never here.
 */
const BANK_ID_NAMES = [
  'transaction id',
  'transaction reference',
  'bank reference',
  'reference number',
  'journal id',
  'transaktions id',
  'transaktionsnummer',
  'id transazione',
  'id transaccion',
  'transactie id',
  'fitid',
  'id',
];

const CURRENCY_NAMES = [
  'currency',
  'currency code',
  'wahrung',
  'devise',
  'divisa',
  'moneda',
  'munt',
  'valuta',
];

/** A column that says whether the amount beside it is money in or out (Mint's "Transaction Type"). */
const DIRECTION_NAMES = [
  'transaction type',
  'type',
  'debit credit',
  'credit debit',
  'credit debit indicator',
  'af bij',
  'soll haben',
  'dr cr',
];
const MONEY_OUT_WORDS = new Set(['debit', 'dr', 'withdrawal', 'soll', 'af', 'debet']);
const MONEY_IN_WORDS = new Set(['credit', 'cr', 'deposit', 'haben', 'bij']);

/** Apps that export all accounts in one file name each row's account. */
const ACCOUNT_NAMES = ['account', 'account name'];

/** What the recogniser looks at: the header names and the data rows below them. */
export interface Table {
  header: readonly string[];
  rows: readonly (readonly string[])[];
}

const cellsOf = (table: Table, column: number) => table.rows.map((row) => (row[column] ?? '').trim());

const isAmount = (text: string) => parseAmountText(text, '.') !== null || parseAmountText(text, ',') !== null;

/** "Betrag (EUR)" and "Amount €" are the amount: a currency after the name does not change the column. */
const withoutCurrency = (key: string) => key.replace(/ [a-z]{3}$/, '');

/**
 * The first column, by the order of `names`, whose header is one of them, that no other field took and whose
 * cells pass `fits` (the Hungarian bank's empty "Dátum" column must not win over its booking date).
 */
function findColumn(
  table: Table,
  names: readonly string[],
  taken: ReadonlySet<number>,
  options: { currencySuffix?: boolean; fits?: (cells: string[]) => boolean } = {},
): number | null {
  const keys = table.header.map(headerKey);
  for (const name of names) {
    for (const [column, key] of keys.entries()) {
      if (taken.has(column)) continue;
      const named = key === name || (options.currencySuffix === true && withoutCurrency(key) === name);
      if (named && (options.fits?.(cellsOf(table, column)) ?? true)) return column;
    }
  }
  return null;
}

const someCell = (test: (cell: string) => boolean) => (cells: string[]) =>
  cells.length === 0 || cells.some((cell) => cell !== '' && test(cell));

/** A bank id column is only one whose values never repeat in the file. */
function uniqueValues(cells: string[]): boolean {
  const filled = cells.filter((cell) => cell !== '');
  return filled.length > 0 && new Set(filled).size === filled.length;
}

function findMoneyColumns(table: Table, taken: Set<number>) {
  const amount = findColumn(table, AMOUNT_NAMES, taken, { currencySuffix: true, fits: someCell(isAmount) });
  if (amount !== null) return { amount, inflow: null, outflow: null };
  for (const [inflowName, outflowName] of INFLOW_OUTFLOW_NAMES) {
    const inflow = findColumn(table, [inflowName], taken, { currencySuffix: true });
    const outflow = findColumn(table, [outflowName], taken, { currencySuffix: true });
    if (inflow !== null && outflow !== null) return { amount: null, inflow, outflow };
  }
  return null;
}

/** The columns of a file with a header row, or null when its date or its amount is not recognised. */
export function recogniseColumns(table: Table): ColumnIndexes | null {
  const taken = new Set<number>();
  const take = (column: number | null) => {
    if (column !== null) taken.add(column);
    return column;
  };
  const date = take(findColumn(table, DATE_NAMES, taken, { fits: someCell(looksLikeDate) }));
  if (date === null) return null;
  const money = findMoneyColumns(table, taken);
  if (!money) return null;
  for (const column of [money.amount, money.inflow, money.outflow]) take(column);
  const payee = take(findColumn(table, PAYEE_NAMES, taken));
  const category = take(findColumn(table, CATEGORY_NAMES, taken));
  const bankId = take(findColumn(table, BANK_ID_NAMES, taken, { fits: uniqueValues }));
  const note = take(findColumn(table, NOTE_NAMES, taken));
  return { date, ...money, payee, note, bankId, category };
}

const isCurrencyCode = (cell: string) => /^[A-Z]{3}$/.test(cell);

/** The column of each row's ISO currency code, if the file has one and no field took it. */
export function findCurrencyColumn(table: Table, taken: ReadonlySet<number>): number | null {
  return findColumn(table, CURRENCY_NAMES, taken, {
    fits: (cells) => cells.some(isCurrencyCode) && cells.every((cell) => cell === '' || isCurrencyCode(cell)),
  });
}

/** -1 for money out, 1 for money in, 0 when the word says neither (a Firefly "Transfer"). */
export type Direction = -1 | 0 | 1;

export function directionOf(word: string): Direction {
  const key = headerKey(word);
  if (MONEY_OUT_WORDS.has(key)) return -1;
  if (MONEY_IN_WORDS.has(key)) return 1;
  return 0;
}

/** The column whose words (debit/credit, Af/Bij, Soll/Haben) give the sign of an always-positive amount. */
export function findDirectionColumn(table: Table, taken: ReadonlySet<number>): number | null {
  return findColumn(table, DIRECTION_NAMES, taken, {
    fits: (cells) => cells.some((cell) => directionOf(cell) !== 0),
  });
}

export function findAccountColumn(table: Table, taken: ReadonlySet<number>): number | null {
  return findColumn(table, ACCOUNT_NAMES, taken, { fits: (cells) => cells.some((cell) => cell !== '') });
}
