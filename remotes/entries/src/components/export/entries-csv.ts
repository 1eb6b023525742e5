/** Where the entries' CSV is asked for: GET with a list's filters, POST with a search's criteria. */
export const ENTRIES_CSV_PATH = 'api/export/entries.csv';

/** What the entries' CSV is saved as when the server names no file. */
export const ENTRIES_CSV_NAME = 'entries.csv';
