// The part of the published document this client calls: the Store API v3 operations and the webhook
// payloads it receives, with only the components they refer to. The previous generation, the storefront,
// the connector and its authorization server have clients of their own; leaving them out keeps the types
// a script type-checks against small.

const STORE_API = '/api/v3/';

function referencesIn(value, found) {
  if (Array.isArray(value)) {
    for (const item of value) referencesIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.add(item);
      else referencesIn(item, found);
    }
  }
  return found;
}

/** Every `#/components/{kind}/{name}` reachable from the value, following components into components. */
function reachableComponents(document, roots) {
  const reached = new Set();
  const pending = [...referencesIn(roots, new Set())];
  while (pending.length > 0) {
    const reference = pending.pop();
    if (reached.has(reference)) continue;
    reached.add(reference);
    const [, , kind, name] = reference.split('/');
    pending.push(...referencesIn(document.components?.[kind]?.[name], new Set()));
  }
  return reached;
}

function withoutExample(value) {
  const copy = { ...value };
  delete copy.example;
  return copy;
}
const mediaWithoutExamples = (content) => content && Object.fromEntries(Object.entries(content).map(([type, media]) => [type, withoutExample(media)]));

/**
 * An operation without its recorded examples: openapi-typescript would write each as a comment, a third
 * more text for an editor and tsc to read and nothing a type says.
 */
function withoutExamples(operation) {
  return {
    ...operation,
    ...(operation.parameters ? { parameters: operation.parameters.map(withoutExample) } : {}),
    ...(operation.requestBody?.content ? { requestBody: { ...operation.requestBody, content: mediaWithoutExamples(operation.requestBody.content) } } : {}),
    ...(operation.responses
      ? { responses: Object.fromEntries(Object.entries(operation.responses).map(([status, response]) => [status, response.content ? { ...response, content: mediaWithoutExamples(response.content) } : response])) }
      : {}),
  };
}

export function storeApiDocument(document) {
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {})
      .filter(([path]) => path.startsWith(STORE_API))
      .map(([path, item]) => [path, Object.fromEntries(Object.entries(item).map(([method, operation]) => [method, typeof operation === 'object' && operation.responses ? withoutExamples(operation) : operation]))]),
  );
  const reached = reachableComponents(document, { paths, webhooks: document.webhooks ?? {} });
  const components = Object.fromEntries(
    Object.entries(document.components ?? {}).map(([kind, entries]) => [
      kind,
      kind === 'securitySchemes' ? entries : Object.fromEntries(Object.entries(entries).filter(([name]) => reached.has(`#/components/${kind}/${name}`))),
    ]),
  );
  return { ...document, paths, components };
}
