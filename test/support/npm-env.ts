// npm as on a new machine. npm passes its own and the user's configuration to what it runs as npm_* variables; a
// test or bench that starts npm the way an integrator would leaves them out, so npm starts from its defaults.
export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The names of this process's npm_* variables: what a command run in-process unsets. */
export const npmSettingNames: readonly string[] = Object.keys(process.env).filter((name) => /^npm_/i.test(name));

/** This process's environment without its npm_* variables. */
export const withoutNpmSettings: NodeJS.ProcessEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !npmSettingNames.includes(name)),
);

/** The settings that keep npm from printing notices nothing asks for: update, funding, audit. */
export const quietNpm = { npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' };
