import type { Page } from '@playwright/test';
import { STORAGE } from './session';

/** A JSON GET of the reference API with the signed-in page's token (to find test data, never to act for the user). */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE.token);
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
  return (await response.json()) as T;
}
