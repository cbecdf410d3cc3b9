/**
 * What a section's release command and the site server exchange through the releases folder (Node
 * only, never imported by browser code): each section's pointer and proposal, the canary's request,
 * status and judge's settings, the preview's token and secret. The command writes, the site server
 * reads and judges; both sides parse with the same code.
 */
export * from './canary-evidence';
export * from './canary-files';
export * from './default-canary-policy';
export * from './gate-verdict';
export * from './pointer-files';
export * from './preview-secret';
export * from './preview-token';
export * from './read-json-file';
export * from './write-atomically';
