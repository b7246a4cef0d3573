import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { servePanel, rememberedSession, resetNamespace } from './bench-servers.ts';
const served = await servePanel({ outDir: 'dist-bench', panelPort: 4291, mockPort: 4391 });
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
try {
  const tab = await browser.newPage();
  const ns = 'diag' + Date.now();
  await resetNamespace(served.mockUrl, ns);
  await tab.evaluateOnNewDocument((o, s) => { if (location.origin === o) sessionStorage.setItem('panel.session', s); }, served.panelUrl, rememberedSession(ns));
  const r = await lighthouse(`${served.panelUrl}${process.argv[2] ?? '/domains'}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, undefined, tab);
  const a = r!.lhr.audits;
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'interactive']) console.log(id, a[id]?.displayValue);
  console.log('LCP element', JSON.stringify(a['largest-contentful-paint-element']?.details).slice(0, 400));
  console.log('bootup', JSON.stringify((a['bootup-time']?.details as { items: unknown[] })?.items).slice(0, 800));
  console.log('mainthread', JSON.stringify((a['mainthread-work-breakdown']?.details as { items: unknown[] })?.items).slice(0, 600));
  console.log('long tasks', JSON.stringify((a['long-tasks']?.details as { items: unknown[] })?.items).slice(0, 800));
  const net = (a['network-requests']?.details as { items: { url: string; networkRequestTime: number; networkEndTime: number; transferSize: number }[] }).items;
  for (const item of net) console.log(Math.round(item.networkRequestTime), Math.round(item.networkEndTime), item.transferSize, item.url.slice(0, 90));
  console.log('lcp-breakdown', JSON.stringify(a['lcp-breakdown-insight']?.details ?? a['largest-contentful-paint-element']?.details).slice(0, 800));
} finally {
  await browser.disconnect(); chrome.kill(); await served.stop();
}
