// The page's Content-Security-Policy nonce for styles. The apps' static server (static-server/serve.mjs)
// makes a new one per page load, allows it in the policy's style-src and writes it into index.html's
// <meta name="csp-nonce">; antd's CSS-in-JS puts it on each <style> it adds (ConfigProvider `csp`), so no
// style needs 'unsafe-inline'. Keep this module free of state and of imports (the host bundles its own copy).

const PLACEHOLDER = '__CSP_NONCE__';

/** The nonce of this page, or undefined where none was served (the dev server, tests). */
export function cspNonce(doc: Pick<Document, 'querySelector'> = document): string | undefined {
  const nonce = doc.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
  return nonce && nonce !== PLACEHOLDER ? nonce : undefined;
}

/** ConfigProvider's `csp` prop: antd adds the nonce to the styles it injects. */
export const antdCsp = (doc?: Pick<Document, 'querySelector'>) => ({ nonce: cspNonce(doc) });

/**
 * Gives the page's nonce to every <style> element the apps' own scripts create. antd's CSS-in-JS takes the
 * nonce through ConfigProvider, but some of its helpers (on the report screens) add a <style> without
 * taking one. Scripts run only from the origins the policy allows, so a style they create is theirs; markup
 * injected into the page (the thing the nonce guards against) is parsed, never created here, and stays blocked.
 */
export function nonceScriptedStyles(doc: Document = document): void {
  const nonce = cspNonce(doc);
  const marked = doc as Document & { padsStyleNonce?: boolean };
  if (!nonce || marked.padsStyleNonce) return;
  marked.padsStyleNonce = true;
  const createElement = doc.createElement.bind(doc) as (
    tagName: string,
    options?: ElementCreationOptions,
  ) => HTMLElement;
  doc.createElement = ((tagName: string, options?: ElementCreationOptions) => {
    const element = createElement(tagName, options);
    if (element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  }) as Document['createElement'];
}
