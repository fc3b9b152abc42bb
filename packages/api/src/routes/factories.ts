import { factories } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { getFactory, listFactories } from '../services/catalog';

export const factoryEndpoints: Endpoint[] = [
  endpoint(factories.factoryList, ({ db }) => listFactories(db)),
  endpoint(factories.factoryDetail, ({ db, input }) => getFactory(db, input.id)),
];
