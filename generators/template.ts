// Renders templates/*.hbs. Templates hold the layout of generated files; generators supply pre-printed code.
import { readFileSync } from 'node:fs';
import Handlebars from 'handlebars';

const cache = new Map<string, HandlebarsTemplateDelegate>();

export function render(name: string, context: Record<string, unknown>): string {
  let template = cache.get(name);
  if (template === undefined) {
    const source = readFileSync(new URL(`../templates/${name}`, import.meta.url), 'utf8');
    template = Handlebars.compile(source, { noEscape: true, strict: true });
    cache.set(name, template);
  }
  return template(context);
}
