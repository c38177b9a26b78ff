-- CreateTable
CREATE TABLE "MatchLedger" (
    "match" TEXT NOT NULL PRIMARY KEY,
    "game" TEXT NOT NULL,
    "stateHash" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
