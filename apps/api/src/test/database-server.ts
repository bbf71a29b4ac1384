import pg from 'pg';

/** One statement on a PostgreSQL server's maintenance connection (creating and dropping databases). */
export async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export const databaseUrlOn = (serverUrl: string, databaseName: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.href;
};
