// The people-import service, as routes, commands and the app's sweep call it: start an import from
// a request body or a file, read its status and history, download its rejected rows, delete it.
// Every function that takes a principal only ever touches that workspace's imports.
export { importFile, startImport } from './start-import';
export { getImport, listImports } from './import-status';
export { rejectedRowsCsv } from './rejected-rows';
export { deleteImport } from './delete-import';
export { resumeStalledImports } from './stalled-imports';
