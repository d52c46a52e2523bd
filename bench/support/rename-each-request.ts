/**
 * autocannon setupRequest module: every PATCH renames the row to a new name, so each request is a real
 * write (an unchanged document would be a no-op and measure nothing).
 */
let counter = 0;

export default function renameEachRequest(request: Record<string, unknown>): Record<string, unknown> {
  counter += 1;
  return { ...request, body: JSON.stringify({ name: `Bench ${process.pid}-${counter}` }) };
}

module.exports = renameEachRequest;
