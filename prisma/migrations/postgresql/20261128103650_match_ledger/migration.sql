-- CreateTable
CREATE TABLE "MatchLedger" (
    "match" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "stateHash" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MatchLedger_pkey" PRIMARY KEY ("match")
);
