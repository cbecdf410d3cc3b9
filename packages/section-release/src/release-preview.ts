import type { GateRefusal, SectionName } from '@site/contracts';
import { routedModules } from '@site/contracts';
import { previewSecretInReleases, signPreviewToken } from '@site/contracts/release-files';

/** A preview's gate warms a new renderer: as long as a release's. */
const PREVIEW_TIMEOUT_MS = 90_000;

interface PreviewAnswer {
  accepted?: boolean;
  refusals?: GateRefusal[];
  message?: string;
}

/**
 * `-- --preview [--expires 24h]`, after the build is published: signs a token for it (the site's
 * PREVIEW_SECRET, or the one `npm start` keeps in the releases folder), asks the site to gate and
 * warm the preview (`POST /_site/previews`), and prints the link. Exit 0 with the link, 1 refused.
 */
export async function releasePreview(options: {
  section: SectionName;
  buildId: string;
  expiresInMs: number;
  releases: string;
  siteUrl: string;
}): Promise<number> {
  const { section, buildId, siteUrl } = options;
  const secret = process.env.PREVIEW_SECRET?.trim() || previewSecretInReleases(options.releases);
  const expiresAt = Date.now() + options.expiresInMs;
  const token = signPreviewToken({ section, build: buildId, expiresAt }, secret);
  console.log(`preview of ${section} ${buildId} asked for; the release gate is checking it`);
  let status = 0;
  let answer: PreviewAnswer = {};
  try {
    const response = await fetch(`${siteUrl}/_site/previews`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
      signal: AbortSignal.timeout(PREVIEW_TIMEOUT_MS),
    });
    status = response.status;
    answer = (await response.json().catch(() => ({}))) as PreviewAnswer;
  } catch (error) {
    console.error(`no answer from the site at ${siteUrl} (${String(error)}): is it running?`);
    return 1;
  }
  if (status === 200 && answer.accepted) {
    const pages = [...new Set(routedModules(section).map(({ route }) => route))].filter(
      (route) => !route.includes(':'),
    );
    console.log(`preview ready: ${siteUrl}/?${new URLSearchParams({ preview: token })}`);
    console.log(`  ${section} ${buildId} beside the serving builds, until ${new Date(expiresAt).toISOString()}`);
    if (pages.length > 0)
      console.log(`  its pages: ${pages.join(', ')} (add ?preview=<token>, or follow the link first)`);
    console.log('  visitors without the link keep the serving build; ?preview=off leaves the preview');
    return 0;
  }
  for (const refusal of answer.refusals ?? []) {
    const where = refusal.route ? `, route ${refusal.route}` : '';
    console.error(`preview refused by the release gate (${refusal.check}${where}): ${refusal.reason}`);
  }
  if (!answer.refusals?.length) console.error(`preview refused (${status}): ${answer.message ?? 'no reason given'}`);
  return 1;
}
