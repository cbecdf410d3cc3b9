import { PROJECT_SITE_SCRIPT, projectWithSite, startProjectSite } from '../browser-suite/project-site';
import { runVisualCommand } from './visual-command';

/**
 * `section-visual <section> [--update] [--site <url>] [--preview <token>]`, the sections' `npm run
 * test:visual`: the section whose folder it runs in, pictured against its baselines. Without
 * `--site`, the project the section lives in starts a site for the run (`site:for-tests`, as the
 * browser suite's command asks for one); a section in a repository of its own names `--site`.
 */
async function startLocalSite(): Promise<{ url: string; stop: () => Promise<void> }> {
  const root = projectWithSite(process.cwd());
  if (!root)
    throw new Error(`no --site given, and no project above ${process.cwd()} names a ${PROJECT_SITE_SCRIPT} script`);
  console.log(`Starting a local site (npm run ${PROJECT_SITE_SCRIPT} in ${root})...`);
  const site = await startProjectSite(root);
  return { url: site.origin, stop: site.stop };
}

runVisualCommand(process.argv.slice(2), startLocalSite).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`test:visual: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
