// Writes docs/workspace-file.schema.json: the workspace file's format (issue 24) as JSON Schema, from the zod
// schema the server reads files with, so the description other programs read never drifts from the reader.
// Run after changing shared/api/src/export.ts: node scripts/workspace-file-schema.ts && pnpm format
import { writeFile } from 'node:fs/promises';
import { workspaceFileJsonSchema } from '../shared/api/src/export.ts';

await writeFile(new URL('../docs/workspace-file.schema.json', import.meta.url), workspaceFileJsonSchema());
