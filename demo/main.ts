import { defineElements } from '../src/index.js';
import './inspector.js';

defineElements();

const form = document.querySelector<HTMLFormElement>('#timer-controls')!;
const timer = document.querySelector('tb-reservation-timer')!;
const log = document.querySelector<HTMLElement>('#log')!;

function restart(): void {
  const data = new FormData(form);
  timer.lang = String(data.get('lang'));
  timer.theme = data.get('theme') as 'light' | 'dark' | 'auto';
  timer.expires = new Date(Date.now() + Number(data.get('duration')) * 1000);
  log.textContent = '';
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  restart();
});
form.addEventListener('change', (event) => {
  // Language and theme apply at once; a new duration waits for "Restart reservation".
  const name = (event.target as HTMLSelectElement).name;
  if (name === 'lang') timer.lang = String(new FormData(form).get('lang'));
  if (name === 'theme') timer.theme = new FormData(form).get('theme') as 'light' | 'dark' | 'auto';
});
timer.addEventListener('tb-reservation-expire', (event) => {
  log.textContent = `tb-reservation-expire: ${event.detail.expires.toISOString()}`;
});

restart();
