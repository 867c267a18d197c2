import { parseArgs } from 'node:util';
import { emailSchema, fullNameSchema, passwordSchema, usernameSchema } from '@gym/contract';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createAccount } from '../modules/auth/auth.service.ts';

// Creates an administrator account on the configured database (PGlite in DATA_DIR, or DATABASE_URL).
// npm run create-admin -- --email boss@example.com --username boss --password 'Secret123' [--name 'Ada Boss']
const usage =
  "Usage: npm run create-admin -- --email <email> --username <name> --password <password> [--name '<full name>']";

const argsSchema = z.object({
  email: emailSchema,
  username: usernameSchema,
  password: passwordSchema,
  name: fullNameSchema.optional(),
});

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
    },
  });
  const parsed = argsSchema.safeParse({ ...values, password: values.password ?? process.env.ADMIN_PASSWORD });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`--${issue.path.join('.')}: ${issue.message}`);
    console.error(usage);
    process.exit(2);
  }
  const database = await openDatabase(loadConfig());
  try {
    await database.migrate();
    const admin = await createAccount(database.db, {
      ...parsed.data,
      fullName: parsed.data.name ?? null,
      role: 'admin',
    });
    console.log(`Created admin account ${admin.username} <${admin.email}> (id ${admin.id}).`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : (error?.message ?? error));
  process.exit(1);
});
