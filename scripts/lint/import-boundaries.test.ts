import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { importBoundariesRule } from './import-boundaries.ts';

RuleTester.describe = describe;
RuleTester.it = it;

const root = '/repo/apps/web/src';
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const options = [{ webSourceRoot: root }];

tester.run('import-boundaries', importBoundariesRule, {
  valid: [
    { filename: `${root}/features/tenant/api/get-x.ts`, code: "import { a } from './get-y';", options },
    { filename: `${root}/features/tenant/components/c.tsx`, code: "import { a } from '../api/get-x';", options },
    {
      filename: `${root}/features/tenant/api/get-x.ts`,
      code: "import { apiClient } from '../../../lib/api-client';",
      options,
    },
    { filename: `${root}/app/router.tsx`, code: "import { x } from '../features/tenant/api/get-x';", options },
    { filename: `${root}/lib/api-client.ts`, code: "import { y } from './base64';", options },
    { filename: `${root}/features/tenant/api/get-x.ts`, code: "import { z } from '@portal/contracts';", options },
  ],
  invalid: [
    {
      filename: `${root}/features/tenant/api/get-x.ts`,
      code: "import { t } from '../../translations/api/get-resource-strings';",
      options,
      errors: [{ message: /features never import each other/ }],
    },
    {
      filename: `${root}/features/tenant/api/get-x.ts`,
      code: "export { t } from '../../translations/api/get-resource-strings';",
      options,
      errors: [{ message: /features never import each other/ }],
    },
    {
      filename: `${root}/features/tenant/components/c.tsx`,
      code: "const m = import('../../../app/router');",
      options,
      errors: [{ message: /never depend on the app/ }],
    },
    {
      filename: `${root}/components/ui/search-box.tsx`,
      code: "import { x } from '../../features/tenant/api/get-x';",
      options,
      errors: [{ message: /Shared code/ }],
    },
  ],
});
