/** What a button asks of the `<dialog>` it names: HTML's invoker commands. */
export type DialogCommand = 'show-modal' | 'close';

/**
 * The attributes of a button that opens or closes a `<dialog>` by itself, with no script
 * (`commandfor`/`command`: the browser shows the dialog modally, traps focus in it, closes it on
 * Escape and gives focus back to the button). Where a browser lacks them the shell's inline
 * controls do the same (`installShellControls` of `@site/page-runtime`). React and MUI pass them through as
 * they are; they are not in React's types yet.
 */
export function invokerCommand(dialogId: string, command: DialogCommand): Record<string, string> {
  return { commandfor: dialogId, command };
}
