/* Helpers for Dredd hook files (plain CommonJS, loaded by Dredd's hook runner): the schema of a
 * transaction's response from the bundled spec, and multipart bodies. Used by hooks.js (partner)
 * and operatorHooks.js (operator).
 */
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const OPENAPI_ONLY_FORMATS = new Set(['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password']);

function specTools(spec) {
  function resolveRef(ref) {
    if (!ref.startsWith('#/')) throw new Error(`external $ref in bundled spec: ${ref}`);
    return ref.slice(2).split('/').reduce((node, key) => node[key.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
  }

  /** The spec operation of a transaction: by its path template, else by matching the URI. */
  function findOperation(transaction) {
    const method = transaction.request.method.toLowerCase();
    const resource = transaction.origin.resourceName;
    const pathItem = spec.paths[resource];
    if (pathItem && pathItem[method]) return { path: resource, method, operation: pathItem[method] };
    const uri = transaction.request.uri.split('?')[0];
    for (const [template, item] of Object.entries(spec.paths)) {
      const re = new RegExp('^' + template.replace(/\{[^}]+\}/g, '[^/]+') + '$');
      if (re.test(uri) && item[method]) return { path: template, method, operation: item[method] };
    }
    return undefined;
  }

  /** OpenAPI 3.0 schema → JSON Schema draft-07 (refs inlined, `nullable` → type union). */
  function toJsonSchema(schema, seen = new Set()) {
    if (Array.isArray(schema)) return schema.map((s) => toJsonSchema(s, seen));
    if (!schema || typeof schema !== 'object') return schema;
    if (schema.$ref) {
      if (seen.has(schema.$ref)) return {};
      return toJsonSchema(resolveRef(schema.$ref), new Set([...seen, schema.$ref]));
    }
    const out = {};
    for (const [key, value] of Object.entries(schema)) {
      if (['nullable', 'example', 'examples', 'xml', 'discriminator', 'readOnly', 'writeOnly', 'deprecated', 'externalDocs'].includes(key)) continue;
      if (key.startsWith('x-')) continue;
      // Dredd's validator fails a whole transaction on a format it does not know.
      if (key === 'format' && OPENAPI_ONLY_FORMATS.has(value)) continue;
      if (key === 'properties') {
        out.properties = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJsonSchema(v, seen)]));
      } else if (typeof value === 'object') {
        out[key] = toJsonSchema(value, seen);
      } else {
        out[key] = value;
      }
    }
    if (schema.nullable === true) {
      if (out.type) out.type = Array.isArray(out.type) ? [...new Set([...out.type, 'null'])] : [out.type, 'null'];
      if (out.enum && !out.enum.includes(null)) out.enum = [...out.enum, null];
      if (!out.type && (out.oneOf || out.anyOf || out.allOf)) return { anyOf: [{ type: 'null' }, out] };
    }
    return out;
  }

  function responseFor(found, status) {
    let response = found.operation.responses[String(status)];
    if (response && response.$ref) response = resolveRef(response.$ref);
    return response;
  }

  /** Holds the transaction's body to the JSON schema of its status, as the spec declares it. */
  function expectBodySchema(transaction, found, status) {
    const response = responseFor(found, status);
    const media = response && response.content && response.content['application/json'];
    if (media && media.schema) {
      transaction.expected.bodySchema = JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', ...toJsonSchema(media.schema) });
    }
  }

  return { findOperation, toJsonSchema, responseFor, expectBodySchema, METHODS };
}

/** A multipart body Dredd can send: the form fields and small files, all in `files` parts. */
function multipartBody(fields, files) {
  const boundary = '----dredd' + Math.random().toString(16).slice(2);
  const parts = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  }
  for (const file of files) {
    parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n${file.content}\r\n`);
  }
  parts.push(`--${boundary}--\r\n`);
  return { boundary, body: parts.join('') };
}

/** Rewrites every occurrence of `from` in the transaction's path (the spec's example ids). */
function replaceInPath(t, from, to) {
  t.fullPath = t.fullPath.split(from).join(to);
  t.request.uri = t.request.uri.split(from).join(to);
}

function dropQuery(t) {
  t.fullPath = t.fullPath.split('?')[0];
  t.request.uri = t.request.uri.split('?')[0];
}

module.exports = { specTools, multipartBody, replaceInPath, dropQuery };
