import ts from "typescript";

export interface WebSourceProgram {
  readonly program: ts.Program;
  readonly rootDir: string;
  readonly includesFile: (fileName: string) => boolean;
}

const TEST_FILE = /\.test\.tsx?$/;

/**
 * The web app's sources as one TypeScript program, under its own tsconfig so types (and so the
 * literal keys) resolve as in the build. Tests and test fixtures are left out: they are not shown.
 */
export function createWebSourceProgram(webAppDir: string): WebSourceProgram {
  const configFile = `${webAppDir}/tsconfig.json`;
  const { config, error } = ts.readConfigFile(configFile, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, "\n"));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, webAppDir, undefined, configFile);
  const rootDir = `${webAppDir}/src`;
  const includesFile = (fileName: string) =>
    fileName.startsWith(`${rootDir}/`) &&
    !TEST_FILE.test(fileName) &&
    !fileName.startsWith(`${rootDir}/shared/testing/`);
  const program = ts.createProgram({
    rootNames: parsed.fileNames.filter(includesFile),
    options: parsed.options,
  });
  return { program, rootDir, includesFile };
}
