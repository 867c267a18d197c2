import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/**
 * Message catalogues compiled at build time (docs/decisions/021), so the browser never loads a message parser.
 * `import messages from './es.json?lingui'` gives the catalogue with every message compiled to Lingui's runtime
 * form (a plain text as a string).
 */
export function linguiCatalogue(): Plugin {
  return {
    name: 'gym:lingui-catalogue',
    enforce: 'pre',
    async resolveId(source, importer) {
      const [path, query] = source.split('?');
      if (query !== 'lingui') return null;
      const resolved = await this.resolve(path as string, importer, { skipSelf: true });
      return resolved ? `\0${resolved.id}?${query}` : null;
    },
    load(id) {
      if (!id.startsWith('\0')) return null;
      const [file, query] = id.slice(1).split('?');
      if (query !== 'lingui') return null;
      this.addWatchFile(file as string);
      const source = JSON.parse(readFileSync(file as string, 'utf8')) as Record<string, string>;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(source)) {
        const value: unknown = compileMessage(message);
        // A plain text compiles to a list of one text: kept as the text, which the runtime shows as it is.
        const plain = typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'));
        compiled[key] = plain ? [value].flat().join('') : value;
      }
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
