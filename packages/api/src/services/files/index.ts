/**
 * The face of the files domain: what other domains, workflows/ and queries/ may use of it (docs/architecture.md,
 * The back-end's layers). Its other files are its own.
 */
export { isPictureKey } from './formats';
export { attachOrderFiles } from './attach';
export { checkOwnFiles, checkStaffFiles, companyOrderFiles, distinctFiles } from './ownership';
export { uploadNames } from './names';
export { type FileReaders, provideFileReaders } from './readers';
export { uploadsByKey } from './reads';
export { contentDisposition, serveFile } from './serve';
export { uploadTokenSecret } from './secret';
export { issueUploadToken } from './token';
export { receiveUpload, UploadRefusal } from './upload';
