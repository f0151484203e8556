// The people tables belong to the people store (this folder): their columns, the upsert and the
// search vector live here once, so other code that names them in SQL, or reaches them through
// Prisma, fails lint (eslint.config.mjs says where the rule applies).
const PEOPLE_TABLES = /\b(directory_person|imported_person|directory_past_role)\b/;
const PRISMA_MODELS = /^(directoryPerson|importedPerson|directoryPastRole)$/;

const peopleTables = {
  meta: { type: 'problem', messages: { outside: '{{table}} belongs to the people store (server/search/people-store): call one of its functions.' } },
  create(context) {
    const check = (node, text) => {
      const table = PEOPLE_TABLES.exec(text)?.[1];
      if (table) context.report({ node, messageId: 'outside', data: { table } });
    };
    return {
      Literal: (node) => typeof node.value === 'string' && check(node, node.value),
      TemplateElement: (node) => check(node, node.value.raw),
      'MemberExpression > Identifier.property': (node) => PRISMA_MODELS.test(node.name) && check(node, node.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)),
    };
  },
};

const peopleStore = { rules: { 'people-tables': peopleTables } };
export default peopleStore;
