/**
 * The literals a control run inline in the page (its `toString()`) does not spell as the site's
 * constants spell them. Such a control cannot import the constants, so it writes each one as a quoted
 * string; its test names every constant it must spell and expects none missing.
 */
export function literalsMissingFromInlineScript(
  control: (...args: never[]) => unknown,
  literals: readonly string[],
): string[] {
  const source = control.toString();
  return literals.filter((literal) => !source.includes(`'${literal}'`));
}
