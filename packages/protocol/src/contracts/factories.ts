import { API } from '../paths';
import { answer, contract } from '../contract';
import { factoryDetailQuerySchema } from '../schemas/catalog';
import type { FactoryDetail, FactorySummary } from '../types/catalog';
import { noInput } from './noInput';

export const factoryList = contract({
  path: API.csite01.factoryList, access: 'public', input: noInput, answer: answer<FactorySummary[]>(),
});

export const factoryDetail = contract({
  path: API.csite01.factoryDetail, access: 'public', input: factoryDetailQuerySchema, answer: answer<FactoryDetail>(),
});
