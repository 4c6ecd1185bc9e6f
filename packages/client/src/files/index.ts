// baykit/private-file: the Node-only writer of files that hold secrets (not in the browser build's root entry).
export { writePrivateFile, type WritePrivateFileOptions } from './private-file.js';
