import { readFile } from "node:fs/promises";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import react from "@vitejs/plugin-react";
import { defineConfig, type Connect, type Plugin } from "vite";
import { targetsLocalChain as targetsLocalChainId } from "./src/shared/chain/appChainId.ts";
import { findRoutePages, pagePreloadScript, type PagePreload } from "./src/app/routing/routePagePreloads.ts";

const repoRoot = path.resolve(import.meta.dirname, "..", "..");

/**
 * Answers GET /deployment.json with the manifest the local stack wrote, as the stack's own web
 * server does for the production build. Read per request, so a redeploy needs no restart.
 */
function deploymentManifestPlugin(): Plugin {
  const manifestPath = process.env.GRIDDLE_MANIFEST_PATH ?? path.join(repoRoot, ".stack", "deployment.json");

  const serveManifest: Connect.NextHandleFunction = (
    request: IncomingMessage,
    response: ServerResponse,
    next,
  ) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    readFile(manifestPath, "utf8").then(
      (body) => {
        response.writeHead(200, {
          "content-type": "application/json; charset=utf-8",
          "cache-control": "no-store",
        });
        response.end(request.method === "HEAD" ? undefined : body);
      },
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        response.writeHead(503, {
          "content-type": "application/json; charset=utf-8",
          "cache-control": "no-store",
        });
        response.end(
          JSON.stringify({
            error: `No deployment manifest at ${manifestPath}: start the local stack (npm start or npm run dev).`,
            reason,
          }),
        );
      },
    );
  };

  return {
    name: "griddle-deployment-manifest",
    configureServer(server) {
      server.middlewares.use("/deployment.json", serveManifest);
    },
    configurePreviewServer(server) {
      server.middlewares.use("/deployment.json", serveManifest);
    },
  };
}

/**
 * On the local chain the app renders nothing before it has the deployment manifest: a preload in
 * index.html fetches it beside the entry script instead of after the script has run. Builds for 56
 * and 97 never fetch it, so they get no preload.
 */
function deploymentPreloadPlugin(): Plugin {
  let targetsLocalChain = true;
  return {
    name: "griddle-deployment-preload",
    configResolved(config) {
      targetsLocalChain = targetsLocalChainId(config.env.VITE_CHAIN_ID as string | undefined);
    },
    transformIndexHtml: () =>
      targetsLocalChain
        ? [
            {
              tag: "link",
              attrs: { rel: "preload", href: "/deployment.json", as: "fetch", crossorigin: "anonymous" },
              injectTo: "head",
            },
          ]
        : [],
  };
}

/**
 * The tab icon as a data: URL of public/logo.svg, so the browser does not request it while the first
 * page loads (a slow network would fit that request into the first paint's critical path).
 */
function inlineFaviconPlugin(): Plugin {
  return {
    name: "griddle-inline-favicon",
    async transformIndexHtml(html) {
      const svg = await readFile(path.join(import.meta.dirname, "public", "logo.svg"), "utf8");
      const dataUrl = `data:image/svg+xml,${encodeURIComponent(svg.replace(/\s*\n\s*/g, ""))}`;
      return html.replace('href="/logo.svg"', `href="${dataUrl}"`);
    },
  };
}

/**
 * index.html requests the chunk and styles of the page its path shows while it is parsed (see
 * routePagePreloads.ts): the page downloads beside the entry, not after the entry has run.
 */
function pagePreloadPlugin(): Plugin {
  return {
    name: "griddle-page-preload",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      async handler(_html, { bundle }) {
        if (!bundle) return [];
        const routesSource = await readFile(
          path.join(import.meta.dirname, "src", "app", "routes.tsx"),
          "utf8",
        );
        const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
        // index.html already preloads the entry's own imports.
        const entryFiles = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => chunk.imports));
        const preloads = findRoutePages(routesSource).map((page): PagePreload => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${page.module}`));
          if (!chunk) throw new Error(`No chunk for ${page.module}, which routes.tsx loads lazily`);
          return {
            ...page,
            scripts: [chunk.fileName, ...chunk.imports.filter((file) => !entryFiles.has(file))].map(
              (file) => `/${file}`,
            ),
            styles: [...(chunk.viteMetadata?.importedCss ?? [])].map((file) => `/${file}`),
          };
        });
        return [{ tag: "script", children: pagePreloadScript(preloads), injectTo: "head" }];
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    deploymentManifestPlugin(),
    deploymentPreloadPlugin(),
    inlineFaviconPlugin(),
    pagePreloadPlugin(),
  ],
  css: {
    modules: { localsConvention: "camelCaseOnly" },
  },
  build: {
    // Evergreen browsers only: native BigInt, optional chaining and top-level await, untranspiled.
    target: "es2022",
    // dist/.vite/manifest.json: the chunk graph `npm run bench:web` walks to size the first load.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Without this, every module that the entry and a lazy page share becomes its own chunk:
          // /swap needed 49 files, most under 2 kB, each a request the first render waits on.
          // Inlined, /swap needs 5 files for about 1 kB more gzipped JavaScript.
          // Except the big libraries several lazy pages share, the chart library (/prediction and /info)
          // and the Markdown renderer (a proposal and Make a Proposal): inlined, each page would carry
          // its own copy (about 55 and 40 kB gzipped), downloaded again by whoever opens both.
          experimentalInlineCommonChunks: {
            maxSize: Infinity,
            exclude: /\/node_modules\/(lightweight-charts|react-markdown)\//,
          },
        },
      },
      treeshake: {
        // Our modules run no code on import that matters unless something they export is used, so a
        // feature's index.ts brings only what is imported through it, not every page's components.
        moduleSideEffects: [{ test: /\/(apps\/web|packages\/sdk)\/src\/.*\.tsx?$/, sideEffects: false }],
      },
    },
  },
});
