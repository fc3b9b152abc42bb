import { API } from '../paths';
import { answer, contract } from '../contract';
import type { UploadToken } from '../types/uploads';
import { noInput } from './noInput';

/** getQnTokenAuto.do: the token the browser posts with each file to POST /files/upload. */
export const getQnTokenAuto = contract({
  path: API.upload.token, access: 'member', input: noInput, answer: answer<UploadToken>(),
});
