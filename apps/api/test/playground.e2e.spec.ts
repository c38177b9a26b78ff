/**
 * The playground (GET /play, apps/playground): served by the API with no external request; in headless Chromium
 * (the Debian package, driven by puppeteer-core) it validates a deck with an error shown next to its line and rule,
 * turns a deck into a deck code and back, plays a whole Shadowverse Evolve match against the built-in random player
 * by clicking labelled actions until the game is over (SVE 11), replays it step by step, and writes a screenshot of
 * the board to docs/img/playground.png. Without Chromium the browser part is skipped with a message saying so.
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from './harness.js';

/** The functions given to page.waitForFunction run in the page (the test itself is type-checked without the DOM library). */
declare const document: any;

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OFF = process.env.PLAYGROUND_BROWSER_TEST === 'off'; // .ci/run's PostgreSQL pass: the browser part touches no database
const HAS_CHROMIUM = !OFF && existsSync(CHROMIUM);

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
});

describe('GET /play (served by the API)', () => {
  it('the page, its script and its style, with a same-origin-only Content-Security-Policy; GET / links it', async () => {
    const page = await t.inject({ method: 'GET', url: '/play' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.body).toContain('/play/app.js');
    expect(page.body).not.toMatch(/https?:\/\//); // no external script, style or font
    const js = await t.inject({ method: 'GET', url: '/play/app.js' });
    expect([js.statusCode, js.headers['content-type']]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect(js.body).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)[a-z]/i);
    expect((await t.inject({ method: 'GET', url: '/play/style.css' })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/play/secret.txt' })).statusCode).toBe(404);
    expect(JSON.parse((await t.inject({ method: 'GET', url: '/' })).body).links.playground).toBe('/play');
  });
});

const SKIP_REASON = OFF ? 'PLAYGROUND_BROWSER_TEST=off' : `no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`;
if (!HAS_CHROMIUM) {
  // eslint-disable-next-line no-console
  console.warn(`playground browser test SKIPPED: ${SKIP_REASON}`);
}

(HAS_CHROMIUM ? describe : describe.skip)(`the playground in headless Chromium${HAS_CHROMIUM ? '' : ` (SKIPPED: ${SKIP_REASON})`}`, () => {
  it('validates a deck (error next to its line, with its rule), round-trips a deck code, plays SVE to the end by clicking actions, replays it, hot-seat follows the seat to act; screenshot', async () => {
    const puppeteer = (await import('puppeteer-core')).default;
    const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
    try {
      const page = await browser.newPage();
      await page.setViewport({ width: 1400, height: 1000 });
      const foreign: string[] = [];
      const pageErrors: string[] = [];
      page.on('request', (r) => {
        if (!r.url().startsWith(base) && !r.url().startsWith('data:')) foreign.push(r.url());
      });
      page.on('pageerror', (e) => pageErrors.push(String(e)));
      await page.goto(`${base}/play?game=shadowverse-evolve&delay=0`, { waitUntil: 'load' });
      await page.waitForSelector('body[data-ready="true"]', { timeout: 30_000 });
      const seat0 = '.seat[data-seat="0"]';

      // 1. a deck with a 4-copy line (SVE 6.1.1.4) and an unknown card: each issue under its own line
      const deckText = '# leader\n1 SD01-LD01\n# main\n4 SD01-001\n3 SD01-002\n1 NOPE-999\n# evolve\n';
      await page.$eval(`${seat0} textarea`, (el, v) => ((el as any).value = v as string), deckText);
      await page.click(`${seat0} .validate`);
      await page.waitForSelector(`${seat0} .verdict [data-legal]`);
      const shown = await page.$$eval(`${seat0} .lines li.has-issue`, (lis) => lis.map((li) => ({ line: (li as any).dataset.line, codes: [...li.querySelectorAll('.issue')].map((i) => (i as any).dataset.code), text: li.textContent })));
      expect(shown).toEqual(expect.arrayContaining([expect.objectContaining({ line: '4', codes: ['COPY_LIMIT'] }), expect.objectContaining({ line: '6', codes: ['UNKNOWN_CARD'] })]));
      expect(shown.find((s) => s.line === '4')!.text).toContain('SVE 6.1.1.4');
      expect(await page.$eval(`${seat0} .verdict [data-legal]`, (el) => (el as any).dataset.legal)).toBe('false');

      // 2. back to the first playable example (SD01), its deck code, the code pasted back: legal, expanded to text
      const sd01 = await page.$$eval(`${seat0} select.example option`, (os) => os.find((o) => o.textContent!.includes('SD01'))!.getAttribute('value'));
      await page.select(`${seat0} select.example`, sd01!);
      await page.waitForFunction((s) => (document.querySelector(`${s} textarea`) as any).value.includes('SD01-LD01'), {}, seat0);
      await page.click(`${seat0} .code`);
      await page.waitForFunction((s) => (document.querySelector(`${s} .code-out`) as any).value.startsWith('tcg1.sve.'), {}, seat0);
      const code = await page.$eval(`${seat0} .code-out`, (el) => (el as any).value);
      await page.$eval(`${seat0} textarea`, (el, v) => ((el as any).value = v as string), code);
      await page.click(`${seat0} .validate`);
      await page.waitForSelector(`${seat0} .verdict [data-legal="true"]`);
      expect(await page.$eval(`${seat0} textarea`, (el) => (el as any).value)).toContain('# leader\n1 SD01-LD01');

      // 3. a match against the random player, every one of our decisions a click on a labelled action
      await page.select('#mode', 'random');
      await page.click('#start');
      await page.waitForSelector('#status[data-seq]', { timeout: 30_000 });
      let shot = false;
      const shoot = async () => {
        await page.evaluate(() => document.scrollingElement.scrollTo(0, 0));
        await page.screenshot({ path: 'docs/img/playground.png', fullPage: false });
        shot = true;
      };
      let clicks = 0;
      let pick = 12345;
      const labels = new Set<string>();
      for (; clicks < 3000; clicks++) {
        await page.waitForFunction(() => document.body.dataset.busy !== 'true' && (document.querySelector('#status')?.getAttribute('data-over') === 'true' || document.querySelectorAll('#actions button[data-i]').length > 0), { timeout: 60_000 });
        if ((await page.$eval('#status', (el) => (el as any).dataset.over)) === 'true') break;
        const buttons = await page.$$('#actions button[data-i]');
        pick = (pick * 1103515245 + 12345) % 2147483648;
        const button = buttons[pick % buttons.length]!;
        labels.add(await button.evaluate((b) => b.textContent ?? ''));
        const seq = await page.$eval('#status', (el) => (el as any).dataset.seq);
        if (clicks === 40) await shoot(); // mid-game: the board with the seat's legal actions
        await button.click();
        await page.waitForFunction((s) => document.querySelector('#status')?.getAttribute('data-seq') !== s || document.querySelector('#decision .error'), { timeout: 60_000 }, seq);
        expect(await page.$('#decision .error')).toBeNull();
      }
      expect(await page.$eval('#status', (el) => (el as any).dataset.over)).toBe('true');
      expect(await page.$eval('#status', (el) => el.textContent)).toMatch(/Game over: .*(won|draw).*SVE 11\./);
      expect(clicks).toBeGreaterThan(5);
      expect([...labels].some((l) => /^(Play|Attack|End|Evolve|Choose|Keep|Mulligan|Pass)/i.test(l))).toBe(true);
      // the board shows this seat's cards with current values, and the opponent's hand only as hidden cards
      expect(await page.$$eval('.player.me .card:not(.hidden)', (cs) => cs.length)).toBeGreaterThan(0);
      expect(await page.$eval('.player.me', (el) => el.textContent)).toMatch(/health \d+/);
      expect(await page.$$eval('#log li', (lis) => lis.length)).toBeGreaterThan(20);
      if (!shot) await shoot();

      // 4. replay the finished game step by step
      await page.waitForSelector('#replay:not([hidden])');
      await page.click('#rp-first');
      await page.waitForFunction(() => /Replay after 0 of/.test(document.querySelector('#status')?.textContent ?? ''));
      await page.click('#rp-next');
      await page.waitForFunction(() => /Replay after 1 of/.test(document.querySelector('#status')?.textContent ?? ''));
      expect(await page.$$eval('#actions button', (bs) => bs.length)).toBe(0); // a replay is read-only
      await page.click('#rp-last');
      await page.waitForFunction(() => document.querySelector('#status')?.getAttribute('data-over') === 'true');

      // 5. hot-seat: the board follows the seat to act, whose labelled actions are the buttons
      await page.evaluate(() => (document.querySelector('#setup').open = true));
      await page.select('#mode', 'hotseat');
      await page.click('#start');
      await page.waitForFunction(() => document.querySelector('#status')?.getAttribute('data-seq') === '0' && document.querySelectorAll('#actions button[data-i]').length > 0, { timeout: 30_000 });
      for (let i = 0; i < 6; i++) {
        const text = await page.$eval('#status', (el) => el.textContent ?? '');
        const [, viewing] = /viewing as (Seat \d)/.exec(text) ?? [];
        const [, toAct] = /to act: (Seat \d)/.exec(text) ?? [];
        expect(viewing).toBe(toAct);
        expect(await page.$eval('.player.me h3', (el) => el.textContent)).toContain(viewing!);
        const seq = await page.$eval('#status', (el) => (el as any).dataset.seq);
        await page.click('#actions button[data-i]');
        await page.waitForFunction((s) => document.querySelector('#status')?.getAttribute('data-seq') !== s, { timeout: 30_000 }, seq);
      }

      expect(foreign).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 600_000);
});
