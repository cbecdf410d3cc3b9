/**
 * What a section (and the shell) needs to build: the one Rspack + Module Federation configuration,
 * `createFederatedAppConfig`. The rest of the kit is reached by its file (`@site/section-build-kit/dev-ports`).
 */
export { createFederatedAppConfig } from './create-rspack-config';
