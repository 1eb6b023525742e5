import { type Model, type ModelInput, modelSchema } from '@bc/api';
import { http } from '@bc/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { modelKeys } from './keys.ts';

/**
 * POST /api/entry/model, or PUT /api/entry/model/{uuid} for an existing model: the entry body of its tab
 * with the model's name; the model answers bare.
 */
export async function saveModel({ uuid, model }: { uuid: string | null; model: ModelInput }): Promise<Model> {
  const request = uuid
    ? http().put(`api/entry/model/${encodeURIComponent(uuid)}`, { json: model })
    : http().post('api/entry/model', { json: model });
  return request.json(modelSchema);
}

export function useSaveModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveModel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: modelKeys.all }),
  });
}
