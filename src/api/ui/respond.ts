import type { Context } from 'koa';
import Router from '@koa/router';
import type { Database } from '../../data/dataSource';
import type { ObjectStorage } from '../../storage/storage';
import { DomainError, ValidationError } from '../../domain/errors';
import { fieldErrors, type FieldErrors, type FormValues } from './forms';
import type { PageContext } from './pages/layout';
import type { Flash, SessionStore, UiSession } from './session';

/** What every page module of the operator UI needs. */
export interface UiDeps {
  db: Database;
  store: SessionStore;
  /** For the result readers (extraction, forensics, translation). */
  readDeps: { db: Database; storage: ObjectStorage; publicBaseUrl: string };
}

/** A signed-in request, as the session/CSRF middleware (`sessionGuard`) leaves it in `ctx.state.ui`. */
export interface SignedIn {
  sid: string;
  session: UiSession;
  /** The POSTed form (checked against the session's CSRF token); `{}` on a GET. */
  form: FormValues;
  page: PageContext & { csrf: string };
}

export function signedIn(ctx: Context): SignedIn {
  const ui = ctx.state.ui as SignedIn | undefined;
  // Page handlers are only reached through sessionGuard; anything else is a wiring mistake.
  if (ui === undefined) throw new Error('operator UI page reached without the session guard');
  return ui;
}

/**
 * A router of UI pages: strict and case-sensitive, so `/cases/` and `/Cases` are no pages, as
 * they were not before the router.
 */
export function pageRouter(): Router {
  return new Router({ strict: true, sensitive: true });
}

/** Object ids in UI paths: 24 hex digits (decision "Identifiers"); any other segment is no page. */
export const HEX_ID = /^[A-Fa-f0-9]{24}$/;

export function html(ctx: Context, body: string, status = 200): void {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = body;
}

/** 303 so the browser follows with a GET (POST-redirect-GET); Koa's redirect sets a small text body. */
export function redirect(ctx: Context, to: string): void {
  ctx.redirect(to);
  ctx.status = 303;
}

export async function flashThen(deps: UiDeps, ctx: Context, to: string, flash: Flash): Promise<void> {
  await deps.store.setFlash(signedIn(ctx).sid, flash);
  redirect(ctx, to);
}

/** Runs an action; a domain refusal (400/404/409) comes back as a message on the page `back`. */
export async function act(deps: UiDeps, ctx: Context, back: string, fn: () => Promise<{ to: string; message: string }>): Promise<void> {
  try {
    const { to, message } = await fn();
    await flashThen(deps, ctx, to, { kind: 'ok', message });
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    await flashThen(deps, ctx, back, { kind: 'error', message: messageOf(err) });
  }
}

export function errorsOf(err: ValidationError, remap?: (path: string) => string): FieldErrors {
  const errors = fieldErrors(err.details, remap);
  if (Object.keys(errors).length === 0) errors[''] = [err.message];
  return errors;
}

export function messageOf(err: DomainError): string {
  if (err instanceof ValidationError && err.details !== undefined && err.details.length > 0) return err.details.map((d) => (d.path === '' ? d.message : `${d.path} ${d.message}`)).join('; ');
  return err.message;
}
