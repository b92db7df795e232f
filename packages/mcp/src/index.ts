// @ausd/mcp: the MCP server of the API, for embedding in a program of one's own; the bin is `ausd-mcp`.
export { createMcpServer, defaultMaxResultBytes, type ServerOptions } from './server.js';
export { listenHttp, mcpPath, type HttpListener } from './http.js';
