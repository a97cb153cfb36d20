import { html } from '../html';
import { UI, layout } from './layout';

/** The sign-in page. */

export function signInPage(loginToken: string, error?: string, notice?: string): string {
  return layout(
    'Sign in',
    {},
    html`<section class="card">
<h1>Operator sign-in</h1>
<p>Sign in with an operator API key of your organization. The key is checked once; only the session is kept.</p>
${error === undefined ? '' : html`<div class="flash flash-error" role="alert">${error}</div>`}
${notice === undefined ? '' : html`<div class="flash flash-ok" role="status">${notice}</div>`}
<form method="post" action="${UI}/sign-in" autocomplete="off">
<input type="hidden" name="_login" value="${loginToken}">
<div class="field"><label for="f-apiKey">Operator API key</label><input id="f-apiKey" type="password" name="apiKey" class="wide" required autocomplete="off" spellcheck="false"></div>
<button type="submit">Sign in</button>
</form></section>`,
  );
}
