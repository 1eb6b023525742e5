import { Navigate, paths, useParams } from '@bc/router';

/** /model/:id also edits a model: the one model form lives in the settings area. */
export function ModelPage() {
  const { id = '' } = useParams();
  return <Navigate to={paths.settings.modelEdit.getHref({ id })} replace />;
}
