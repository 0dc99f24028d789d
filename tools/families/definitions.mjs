// The family definitions (libs/contracts/src/families, TypeScript) for the Node tools: dev servers, the generator,
// the bank checker, benchmarks. jiti compiles the TypeScript on the fly, so the tools read the same one fact.
import { createJiti } from 'jiti';

const root = new URL('../..', import.meta.url).pathname;
const jiti = createJiti(import.meta.url, { moduleCache: false });

/** @type {{ FAMILY_DEFINITIONS: readonly import('../../libs/contracts/src/families/family-definition').FamilyDefinition[] }} */
const registry = await jiti.import(`${root}libs/contracts/src/families/registry.ts`);

export const FAMILY_DEFINITIONS = registry.FAMILY_DEFINITIONS;
export const EXAM_FAMILY_DEFINITIONS = FAMILY_DEFINITIONS.filter((d) => d.kind === 'enrolled');
