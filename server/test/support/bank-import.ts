// A bank file sent as the browser sends it (POST /api/import/preview, multipart) and committed, for the tests
// that need imported entries (the import's own, and the rules' that run over them).
import { type ImportPreview, importCommitResponseSchema, importPreviewSchema } from '@bc/api';
import { authHeaders, json } from './client.ts';
import { as, type LedgerUser } from './ledger.ts';
import type { TestServer } from './test-server.ts';

/** POST /api/import/preview: the file and the text fields in one multipart body. */
export function uploadBankFile(
  server: TestServer,
  user: LedgerUser,
  file: { name: string; content: string | Uint8Array },
  fields: Record<string, unknown> = {},
  workspace = user.workspace.uuid,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  form.append('file', new Blob([file.content]), file.name);
  return fetch(`${server.baseUrl}/api/import/preview`, {
    method: 'POST',
    headers: { ...authHeaders(user.session), 'x-ws': workspace },
    body: form,
  });
}

/**
 * Previews a file and commits it with the body `commitBody` makes of the preview (the wallet, the person's
 * changes by line); answers the preview.
 */
export async function importBankFile(
  server: TestServer,
  user: LedgerUser,
  file: { name: string; content: string },
  commitBody: (preview: ImportPreview) => unknown,
): Promise<ImportPreview> {
  const preview = importPreviewSchema.parse(await json(await uploadBankFile(server, user, file)));
  importCommitResponseSchema.parse(
    await json(
      await as(server, user)('POST', `/api/import/${preview.import_id}/commit`, commitBody(preview)),
      201,
    ),
  );
  return preview;
}
