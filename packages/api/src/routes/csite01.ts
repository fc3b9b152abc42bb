import { z } from 'zod';
import { API } from '@sw/protocol';
import { addContactSchema, factoryDetailQuerySchema } from '@sw/protocol/schemas/catalog';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { productMenu } from '../services/catalog/navigation';
import { countryList } from '../services/contact/countries';
import { addContact } from '../services/contact/leads';
import { getFactory, listFactories } from '../services/factories';

export const csite01Endpoints: Endpoint[] = [
  endpoint(API.csite01.productMenuNavigation, 'public', z.object({}), ({ db, deps }) => productMenu(db, deps.now())),
  endpoint(API.csite01.factoryList, 'public', z.object({}), ({ db }) => listFactories(db)),
  endpoint(API.csite01.factoryDetail, 'public', factoryDetailQuerySchema, ({ db, input }) => getFactory(db, input.id)),
  endpoint(API.csite01.countryList, 'public', z.object({}), async () => countryList()),
  endpoint(API.csite01.addContact, 'public', addContactSchema, ({ input, ip, deps }) => addContact(deps, input, ip)),
];
