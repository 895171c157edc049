// biome-ignore-all lint/suspicious/noExplicitAny: response bodies are untyped JSON, checked by the assertions.
/**
 * `langproc keys` commands against a running server (through its admin channel) and against a
 * data directory no server owns.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatKeyTable, runKeysRequest } from '../../src/cli/commands/keys.js';
import { ADMIN_FILE_NAME, readAdminEndpoint, sendKeysRequest } from '../../src/http/admin-channel.js';
import { startTestServer, type TestServer } from './http-test-server.js';

let server: TestServer | undefined;
const directories: string[] = [];
afterEach(async () => {
  await server?.close();
  server = undefined;
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

async function status(test: TestServer, token: string): Promise<number> {
  return (await test.call('GET', '/api/v1/api/tasks', undefined, token)).status;
}

describe('keys commands', () => {
  it('create, list, rotate and revoke keys of a running server; a revoked token is refused by the next request', async () => {
    server = await startTestServer();
    const { dataDirectory } = server;
    const created: any = await runKeysRequest(dataDirectory, {
      command: 'create',
      account: 'ops',
      balance: 5,
    });
    expect(created).toMatchObject({ command: 'create', account: { name: 'ops', balance: 5 } });
    expect(created.key.tokenPrefix).toBe(created.token.slice(0, 8));
    expect(await status(server, created.token)).toBe(200);

    const listed: any = await runKeysRequest(dataDirectory, { command: 'list' });
    expect(listed.keys.map((key: any) => [key.accountName, key.revokedAt])).toEqual([
      ['primary', null],
      ['ops', null],
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.token);

    const rotated: any = await runKeysRequest(dataDirectory, { command: 'rotate', keyId: listed.keys[0].id });
    expect(await status(server, server.token)).toBe(401);
    expect(await status(server, rotated.token)).toBe(200);

    const revoked: any = await runKeysRequest(dataDirectory, { command: 'revoke', keyId: created.key.id });
    expect(revoked.key).toMatchObject({ id: created.key.id, accountName: 'ops' });
    expect(await status(server, created.token)).toBe(401);
    await expect(runKeysRequest(dataDirectory, { command: 'revoke', keyId: 999 })).rejects.toMatchObject({
      code: 'not_found',
      message: 'No API key 999.',
    });
    await expect(
      runKeysRequest(dataDirectory, { command: 'rotate', keyId: created.key.id }),
    ).rejects.toMatchObject({ code: 'invalid_input' });
    await expect(runKeysRequest(dataDirectory, { command: 'list', account: 'nobody' })).rejects.toMatchObject(
      { code: 'invalid_input' },
    );
  });

  it('refuses requests without the secret of admin.json (mode 0600), which goes away with the server', async () => {
    server = await startTestServer();
    const { dataDirectory } = server;
    const endpoint = readAdminEndpoint(dataDirectory)!;
    expect(endpoint.pid).toBe(process.pid);
    await expect(
      sendKeysRequest({ endpoint: { ...endpoint, secret: '0'.repeat(64) }, request: { command: 'list' } }),
    ).rejects.toMatchObject({ code: 'unauthorized' });
    expect(statSync(path.join(dataDirectory, ADMIN_FILE_NAME)).mode & 0o777).toBe(0o600);
    expect(statSync(endpoint.socket).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(path.join(dataDirectory, ADMIN_FILE_NAME), 'utf8')).socket).toBe(
      endpoint.socket,
    );
    await server.server.close();
    expect(readAdminEndpoint(dataDirectory)).toBeUndefined();
  });

  it('opens the data directory itself when no server owns it', async () => {
    const dataDirectory = mkdtempSync(path.join(tmpdir(), 'langproc-keys-'));
    directories.push(dataDirectory);
    const created: any = await runKeysRequest(dataDirectory, {
      command: 'create',
      account: 'solo',
      balance: 0,
    });
    const listed: any = await runKeysRequest(dataDirectory, { command: 'list', account: 'solo' });
    expect(formatKeyTable(listed.keys)).toBe(
      [
        'id  account  token        created                   revoked',
        `1   solo     ${created.token.slice(0, 8)}...  ${created.key.createdAt}  -`,
      ].join('\n'),
    );
    await runKeysRequest(dataDirectory, { command: 'revoke', keyId: 1 });
    server = await startTestServer({ dataDirectory });
    expect(await status(server, created.token)).toBe(401);
  });
});
