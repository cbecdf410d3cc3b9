import { CONSULTANCY_EMAIL, CONTACT_RESPONSE_PROMISE_HOURS } from '@site/contracts';

/** Without JavaScript the page is empty: say how to reach the consultancy anyway (it has no phone line). */
export const NO_SCRIPT_MESSAGE = `This site needs JavaScript to show its pages. E-mail us at <a href="mailto:${CONSULTANCY_EMAIL}">${CONSULTANCY_EMAIL}</a> and we'll reply within ${CONTACT_RESPONSE_PROMISE_HOURS} hours.`;

/**
 * The HTML page of a build: no inline script or style and nothing per response, so a strict
 * Content-Security-Policy holds and every visitor gets the same bytes. `scripts` are the page's
 * script elements, when the build writes them itself (the shell's boot); otherwise Rspack adds them.
 */
export function htmlTemplate(title: string, scripts = ''): string {
  return `<!doctype html>
<html lang="en-GB" class="dark">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <meta name="description" content="AI-enhanced Microsoft Power Platform solutions: Power Apps, Power Automate, Power BI and Power Pages, built by certified consultants." />
    <meta name="theme-color" content="#0b1120" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />${scripts ? `\n    ${scripts}` : ''}
  </head>
  <body>
    <div id="root"></div>
    <noscript>${NO_SCRIPT_MESSAGE}</noscript>
  </body>
</html>
`;
}
