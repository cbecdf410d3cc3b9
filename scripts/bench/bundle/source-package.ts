const NODE_MODULES = 'node_modules/';

/**
 * What a source-map source belongs to: an npm package, a workspace's own code, or the bundler's
 * runtime. `ownWorkspace` names the build the file came from (its `./src/...` sources).
 */
export function sourcePackage(source: string, ownWorkspace: string): string {
  const inNodeModules = source.lastIndexOf(NODE_MODULES);
  if (inNodeModules >= 0) {
    const parts = source.slice(inNodeModules + NODE_MODULES.length).split('/');
    const name = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? source);
    return name.startsWith('@module-federation/') ? '@module-federation/* (federation runtime)' : name;
  }
  if (source.includes('packages/platform/')) return '@site/platform';
  if (source.includes('packages/contracts/')) return '@site/contracts';
  const workspace = /(?:^|\/)(shell|mf-[a-z]+)\/src\//.exec(source)?.[1];
  if (workspace) return `${workspace} (own code)`;
  if (source.includes('/./src/')) return `${ownWorkspace} (own code)`;
  if (/\/webpack\/(sharing|container)\//.test(source)) return '(federation glue: shared/remote modules)';
  if (source.includes('/webpack/runtime/')) return '(rspack runtime)';
  return '(generated runtime code)';
}
