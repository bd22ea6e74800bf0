/**
 * Offline Monaco: the locally bundled editor (no CDN), the JSON language and a few editing features,
 * with workers served by Vite. Imported only from the lazy editor chunk.
 */
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/clipboard/register';
import 'monaco-editor/features/find/register';
import 'monaco-editor/features/folding/register';
import 'monaco-editor/features/contextmenu/register';
import 'monaco-editor/features/bracketMatching/register';
import 'monaco-editor/features/codicon/register';
import 'monaco-editor/languages/features/json/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';

let isReady = false;

export function setupMonaco(): void {
  if (isReady) return;
  isReady = true;
  self.MonacoEnvironment = {
    getWorker: (_id: string, label: string) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
  };
  loader.config({ monaco });
}
