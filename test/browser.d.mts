export function chromiumExecutablePath(): string | undefined;
export const DISABLED_FEATURES: string[];
export const chromiumArgs: string[];
export function chromiumLaunchOptions(): {
  executablePath: string | undefined;
  headless: boolean;
  args: string[];
};
