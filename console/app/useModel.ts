import { useEffect, useState } from 'react';
import type { ModelDeps } from './model/ModelDeps';
import { useStores } from './storeContext';

/**
 * Creates a view's model once, from the console's client, notifier and translator; a model with `dispose` is
 * disposed when the view goes. Views reach the server only through the models this gives them.
 */
export const useModel = <M>(create: (deps: ModelDeps) => M): M => {
  const { deps } = useStores();
  const [model] = useState(() => create(deps));
  useEffect(() => () => (model as { dispose?: () => void }).dispose?.(), [model]);
  return model;
};
