// @ts-nocheck
// Generated from ir/dialects/aix/schema-v1.4/aix.schema.json (the AIX-Format/aix-format v1.4.0 release's schemas/aix.schema.json) by test/support/aix-schema-validator.ts (ajv standalone).
// Do not edit: UPDATE_GENERATED=1 npx vitest run test/unit/aix-v14.test.ts
"use strict";
export const aix = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://axiomid.app/schemas/aix.schema.json","$comment":"AIX Format v0.369.0 — Unified Canonical Bundled Schema. Supersedes aix-v1.schema.json, axiom-aix.schema.json, aix-enhanced.schema.json. © 2026 Mohamed Abdelaziz / AMRIKYY AI Solutions. v0.369.0+ adds optional fields aix_version, skills[].safety_score, identity_layer.zk_proof, identity_layer.pi_uid_anchor, economics.wallets[].x402_endpoint — all backward compatible.","title":"AIX Format","description":"Unified JSON Schema for AIX (Artificial Intelligence eXchange) v0.369.0 — Sovereign Protocol. The Digital DNA of autonomous AI agents. Created by Mohamed Abdelaziz - AMRIKYY AI Solutions 2026","type":"object","required":["meta","persona","security","identity_layer"],"$defs":{"SemVer":{"type":"string","description":"Semantic versioning string (e.g. 1.0.0, 1.2.0-beta.1)","pattern":"^\\d+\\.\\d+(\\.\\d+)?(-[a-z0-9.]+)?(\\+[a-z0-9.]+)?$","examples":["1.0.0","0.369.0","2.0.0-beta.1"]},"ISODateTime":{"type":"string","description":"ISO 8601 date-time string","format":"date-time","examples":["2026-04-29T20:00:00Z"]},"UUIDv4":{"type":"string","description":"UUID v4 identifier","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$","examples":["550e8400-e29b-41d4-a716-446655440000"]},"AxiomDID":{"type":"string","description":"Axiom Decentralized Identifier — did:axiom:axiomid.app:<id>","pattern":"^did:axiom:axiomid\\.app:[a-zA-Z0-9._\\-]+$","examples":["did:axiom:axiomid.app:agent-xyz-001"]},"PublicKey":{"type":"object","description":"Public key material for cryptographic verification","required":["algorithm","value"],"additionalProperties":false,"properties":{"algorithm":{"type":"string","enum":["Ed25519","secp256k1"],"description":"Cryptographic algorithm used to generate the key pair"},"value":{"type":"string","description":"Base64url-encoded public key bytes"},"encoding":{"type":"string","enum":["base64url","hex"],"default":"base64url"}}},"Signature":{"type":"object","description":"Cryptographic signature over the canonical payload hash","required":["algorithm","value"],"additionalProperties":false,"properties":{"algorithm":{"type":"string","enum":["Ed25519","secp256k1"],"description":"Algorithm used to produce the signature"},"value":{"type":"string","description":"Base64url-encoded signature bytes"},"canonicalization":{"type":"string","enum":["JCS","RFC8785"],"default":"JCS","description":"JSON canonicalization scheme used before signing"}}},"ZKProof":{"type":"object","description":"Zero-knowledge proof structure (Groth16). Mirrors the ZKProof interface in packages/aix-zkkyc/src/ProofVerifier.ts so on-chain proofs round-trip through the manifest without re-encoding.","required":["proof","publicSignals","nullifier"],"additionalProperties":false,"properties":{"proof":{"description":"Groth16 proof object as produced by snarkjs. Free-form because the snarkjs shape (a, b, c, protocol, curve) is not stable across versions.","type":"object","additionalProperties":true},"publicSignals":{"type":"array","description":"Public inputs to the proof — decimal-encoded field elements as strings","items":{"type":"string"}},"nullifier":{"type":"string","description":"Unique proof identifier used by NullifierRegistry to prevent replay attacks. Recommended: SHA-256 hex.","minLength":32},"timestamp":{"$ref":"#/$defs/ISODateTime"},"circuit":{"type":"string","description":"Identifier of the circuit that produced this proof (e.g. pkyc-v1, age-over-18-v2). Recommended for verifier dispatch.","examples":["pkyc-v1"]}}},"MetaArbiterConfig":{"type":"object","description":"Meta Arbiter — 'العقل المدبر' — orchestration config for the agent's internal subsystem controller. Controls activation thresholds, coordination strategy, and growth monitoring.","additionalProperties":false,"properties":{"activation_threshold":{"type":"number","description":"Minimum score (0-1) required to activate a subsystem","minimum":0,"maximum":1,"default":0.6},"concurrent_systems_limit":{"type":"integer","description":"Maximum number of subsystems running simultaneously","minimum":1,"default":3},"response_time_target_sec":{"type":"number","description":"Target maximum response time in seconds","minimum":0.1,"default":5},"resource_allocation_ratio":{"type":"number","description":"Maximum fraction of resources allocated to active systems","minimum":0,"maximum":1,"default":0.8},"growth_milestones_enabled":{"type":"boolean","description":"Enable cognitive growth milestone tracking (GrowthMonitor)","default":false},"coordination_strategy":{"type":"string","description":"Default inter-system coordination strategy","enum":["sequential","parallel","hierarchical","collaborative","competitive"],"default":"collaborative"},"decision_criteria":{"type":"object","description":"Weighted criteria for subsystem activation decisions (weights should sum to 1.0)","additionalProperties":false,"properties":{"urgency":{"type":"number","minimum":0,"maximum":1,"default":0.3},"complexity":{"type":"number","minimum":0,"maximum":1,"default":0.25},"resource_availability":{"type":"number","minimum":0,"maximum":1,"default":0.2},"user_preference":{"type":"number","minimum":0,"maximum":1,"default":0.15},"system_capability":{"type":"number","minimum":0,"maximum":1,"default":0.1}}},"alert_thresholds":{"type":"object","description":"SystemMonitor alert thresholds (mirrors SystemMonitor.alert_thresholds)","additionalProperties":false,"properties":{"response_time_sec":{"type":"number","default":5},"accuracy":{"type":"number","minimum":0,"maximum":1,"default":0.85},"error_rate":{"type":"number","minimum":0,"maximum":1,"default":0.05},"resource_usage":{"type":"number","minimum":0,"maximum":1,"default":0.8}}},"growth_milestone_level":{"type":"string","description":"Target cognitive growth milestone level (GrowthMonitor)","enum":["beginner","intermediate","advanced","expert"],"default":"beginner"}}}},"properties":{"aix_version":{"$ref":"#/$defs/SemVer","description":"Optional top-level shorthand for the AIX schema version this manifest targets (e.g. \"0.369.0\"). When omitted, consumers should fall back to meta.format_version, then to the schema URL parsed from $id, then to '0.369.0'. Schema registry: https://axiomid.app/schemas/aix.schema.json","examples":["0.369.0","1.0.0"]},"meta":{"type":"object","description":"Agent metadata and identification","required":["version","id","name","created","author"],"additionalProperties":true,"properties":{"version":{"$ref":"#/$defs/SemVer"},"id":{"type":"string","description":"Unique identifier — UUID v4 or AxiomDID","examples":["550e8400-e29b-41d4-a716-446655440000","did:axiom:axiomid.app:agent-001"]},"name":{"type":"string","minLength":1,"maxLength":100},"description":{"type":"string"},"created":{"$ref":"#/$defs/ISODateTime"},"updated":{"$ref":"#/$defs/ISODateTime"},"author":{"type":"string","minLength":1},"tags":{"type":"array","items":{"type":"string","minLength":1,"maxLength":50},"maxItems":10},"license":{"type":"string","examples":["MIT","Apache-2.0"]},"homepage":{"type":"string","format":"uri"},"repository":{"type":"string","format":"uri"},"documentation":{"type":"string","format":"uri"},"icon":{"type":"string","description":"Base64-encoded icon or URL"},"language":{"type":"string","pattern":"^[a-z]{2}$","examples":["en","ar"]},"framework":{"type":"string","examples":["openai","anthropic","gemini"]},"runtime_version":{"type":"string"},"format_version":{"type":"string","description":"AIX format version this manifest targets. Co-exists with the top-level `aix_version` shorthand; when both are present, consumers SHOULD treat them as equal (a validator MAY warn on disagreement). Free-form for legacy reasons — prefer SemVer.","examples":["1.3","0.369.0"]},"lineage":{"type":"array","description":"Agent genealogy and heritage tracking","items":{"type":"object","required":["parent_id"],"additionalProperties":false,"properties":{"parent_id":{"type":"string","description":"DID or UUID of the parent agent"},"relationship":{"type":"string","enum":["fork","clone","ancestor","template"]},"timestamp":{"$ref":"#/$defs/ISODateTime"},"signature":{"type":"string","description":"Cryptographic proof of lineage"}}}}}},"persona":{"type":"object","description":"Agent personality and behavior","required":["role","instructions"],"additionalProperties":true,"properties":{"role":{"type":"string","minLength":1,"maxLength":200},"name":{"type":"string","description":"Display name for the persona"},"tone":{"type":"string","examples":["friendly","professional","technical"]},"style":{"type":"string","examples":["concise","detailed"]},"instructions":{"type":"string","minLength":1,"maxLength":10000},"constraints":{"type":"array","items":{"type":"string"}},"personality_traits":{"type":"object","additionalProperties":{"type":"string"}},"example_responses":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"question":{"type":"string"},"answer":{"type":"string"}}}},"temperature":{"type":"number","minimum":0,"maximum":2},"context_window":{"type":"integer","minimum":1},"response_format":{"type":"string"}}},"security":{"type":"object","description":"Security and integrity data","required":["checksum"],"additionalProperties":true,"properties":{"checksum":{"type":"object","required":["algorithm","value"],"additionalProperties":false,"properties":{"algorithm":{"type":"string","enum":["sha256","sha512","blake3"]},"value":{"type":"string","pattern":"^[0-9a-f]+$"},"scope":{"type":"string","default":"content"}}},"signature":{"type":"object","additionalProperties":false,"properties":{"algorithm":{"type":"string","enum":["RSA-SHA256","Ed25519","ECDSA-SHA256"]},"value":{"type":"string"},"public_key":{"type":"string"},"signer":{"type":"string"},"timestamp":{"$ref":"#/$defs/ISODateTime"}}},"encryption":{"type":"object","additionalProperties":false,"properties":{"encrypted":{"type":"boolean","default":false},"algorithm":{"type":"string","enum":["AES-256-GCM","ChaCha20-Poly1305","none"]},"key_fingerprint":{"type":"string"}}},"capabilities":{"type":"object","additionalProperties":false,"properties":{"allowed_operations":{"type":"array","items":{"type":"string"}},"restricted_operations":{"type":"array","items":{"type":"string"}},"restricted_domains":{"type":"array","items":{"type":"string"}},"max_api_calls_per_minute":{"type":"integer","minimum":1},"max_memory_mb":{"type":"integer","minimum":1},"sandbox":{"type":"boolean","default":false}}},"compliance":{"type":"object","additionalProperties":false,"properties":{"standards":{"type":"array","items":{"type":"string"}},"certifications":{"type":"array","items":{"type":"string"}},"audit_log":{"type":"boolean","default":false}}},"level":{"type":"string","description":"Shorthand security level label","examples":["standard","high","sovereign"]},"authentication":{"type":"array","items":{"type":"string"}},"guardian_logic":{"type":"object","description":"Protector/Sentinel logic for mempool monitoring and autonomous defense against flash loan exploits.","additionalProperties":false,"properties":{"mempool_monitor":{"type":"boolean","default":false},"front_run_defense":{"type":"boolean","default":false},"max_slippage_tolerance":{"type":"number","default":0.005},"emergency_circuit_breaker":{"type":"boolean","default":true}}}}},"identity_layer":{"type":"object","description":"AxiomID Identity block. axiomid.app is the Root Authority for all issued identities.","required":["id","authority","issuedAt"],"additionalProperties":false,"properties":{"id":{"type":"string","description":"Agent DID — AxiomDID or aix: DID"},"kyc_tier":{"type":["integer","string"],"description":"Pi Network KYC tier (0: None, 1: Basic, 2: Full, 3: Sovereign) or label","examples":[0,1,2,3,"unverified","basic","verified","institutional"]},"verified":{"type":"boolean","description":"Whether the identity has been verified by the authority","default":false},"authority":{"type":"string","const":"axiomid.app","description":"Root authority domain. Must resolve to axiomid.app."},"issuedAt":{"$ref":"#/$defs/ISODateTime"},"expiresAt":{"$ref":"#/$defs/ISODateTime"},"publicKey":{"$ref":"#/$defs/PublicKey"},"signature":{"$ref":"#/$defs/Signature"},"pi_uid_anchor":{"type":"string","description":"Optional Pi Network user-ID anchor. SHA-256 hex of the verified Pi UID (32 bytes / 64 hex chars). Binds this DID to a verified Pi user without revealing the UID itself. Produced by packages/pi-kyc hashPiUid(). When present, resolvers SHOULD verify the value matches the KYC proof returned by Pi.","pattern":"^[0-9a-f]{64}$","examples":["e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"]},"zk_proof":{"$ref":"#/$defs/ZKProof","description":"Optional zero-knowledge KYC proof attesting to identity properties (tier, jurisdiction, age, etc.) without revealing the underlying data. Verified by packages/aix-zkkyc ProofVerifier. Replay protection is handled at verification time via the nullifier registry; presence of this field does not by itself confer KYC status."}}},"trustchain":{"type":"object","required":["entries"],"properties":{"entries":{"type":"array","items":{"type":"object","required":["action","actor_did","payload_hash","timestamp","prev_hash"],"properties":{"action":{"type":"string"},"actor_did":{"type":"string","pattern":"^did:"},"payload_hash":{"type":"string","minLength":64,"maxLength":64},"timestamp":{"type":"string","format":"date-time"},"prev_hash":{"type":"string"},"human_approved":{"type":"boolean","default":false}}}}}},"evolution":{"type":"object","properties":{"loops_completed":{"type":"integer","minimum":0,"description":"عدد meta-loops اكتملت"},"last_improved":{"type":"string","format":"date-time","description":"آخر تطوير ذاتي"},"lessons":{"type":"array","items":{"type":"string"},"maxItems":100,"description":"ما تعلمه الـ agent"},"trust_delta":{"type":"number","minimum":-10,"maximum":10,"description":"تغير نقاط الثقة (+/-)"},"version_lineage":{"type":"array","items":{"type":"string"},"description":"تاريخ نسخ الـ agent"}}},"skills":{"type":"array","description":"Agent capabilities — the MCP-flavoured tool surface the agent exposes. Each entry is one tool / capability.","items":{"type":"object","required":["name","description"],"additionalProperties":false,"properties":{"name":{"type":"string","pattern":"^[a-z0-9_]+$"},"description":{"type":"string"},"enabled":{"type":"boolean","default":true},"parameters":{"type":"object","additionalProperties":true},"triggers":{"type":"array","items":{"type":"string"}},"examples":{"type":"array","items":{"type":"string"}},"priority":{"type":"integer","minimum":1,"maximum":10},"timeout":{"type":"integer","minimum":1},"safety_score":{"type":"number","description":"Per-tool safety score on a 0-10 scale. 10 = fully sandboxed read-only operation; 0 = arbitrary code execution / unbounded side effects. Consumers can use this to gate dispatch (e.g. require safety_score >= 7 for autonomous runs). Optional — defaults to 5 (unknown / standard) when omitted.","minimum":0,"maximum":10,"default":5}}}},"apis":{"type":"array","description":"API integrations","items":{"type":"object","required":["name","base_url"],"additionalProperties":false,"properties":{"name":{"type":"string"},"base_url":{"type":"string","format":"uri"},"description":{"type":"string"},"version":{"type":"string"},"auth":{"type":"object","additionalProperties":false,"properties":{"type":{"type":"string","enum":["bearer","api_key","oauth2","basic","none"]},"location":{"type":"string","enum":["header","query","body"]},"key_name":{"type":"string"}}},"endpoints":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"path":{"type":"string"},"method":{"type":"string","enum":["GET","POST","PUT","DELETE","PATCH"]},"description":{"type":"string"},"parameters":{"type":"array","items":{"type":"object","additionalProperties":true}}}}},"rate_limit":{"type":"object","additionalProperties":false,"properties":{"requests":{"type":"integer","minimum":1},"period":{"type":"integer","minimum":1}}},"timeout":{"type":"integer","minimum":1},"retry":{"type":"object","additionalProperties":false,"properties":{"max_attempts":{"type":"integer","minimum":1},"backoff":{"type":"string","enum":["exponential","linear","constant"]}}}}}},"mcp":{"type":"object","description":"Model Context Protocol configuration","additionalProperties":false,"properties":{"servers":{"type":"array","items":{"type":"object","required":["name","command"],"additionalProperties":false,"properties":{"name":{"type":"string"},"command":{"type":"string"},"args":{"type":"array","items":{"type":"string"}},"env":{"type":"object","additionalProperties":{"type":"string"}},"description":{"type":"string"},"capabilities":{"type":"array","items":{"type":"string"}},"timeout":{"type":"integer","minimum":1},"auto_start":{"type":"boolean","default":false}}}},"prompts":{"type":"array","description":"MCP discovery prompts (AIX v0.369.0)","items":{"type":"object","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string"},"description":{"type":"string"}}}}}},"memory":{"type":"object","description":"Memory system configuration","additionalProperties":false,"properties":{"episodic":{"type":"object","additionalProperties":false,"properties":{"enabled":{"type":"boolean"},"max_messages":{"type":"integer","minimum":1},"retention_days":{"type":"integer","minimum":1},"storage":{"type":"string","enum":["local","cloud","vector_db","database"]}}},"semantic":{"type":"object","additionalProperties":false,"properties":{"enabled":{"type":"boolean"},"embedding_model":{"type":"string"},"vector_db":{"type":"string"},"similarity_threshold":{"type":"number","minimum":0,"maximum":1},"max_results":{"type":"integer","minimum":1}}},"procedural":{"type":"object","additionalProperties":false,"properties":{"enabled":{"type":"boolean"},"storage":{"type":"string"},"max_workflows":{"type":"integer","minimum":1}}},"persistence":{"type":"object","additionalProperties":false,"properties":{"enabled":{"type":"boolean"},"backend":{"type":"string","enum":["file","database","redis","s3","postgresql","sqlite"]},"config":{"type":"object","additionalProperties":true}}}}},"economics":{"type":"object","description":"Economic and transaction layer for agent settlements and payments (AIX v0.369.0)","additionalProperties":true,"properties":{"wallets":{"type":"array","items":{"type":"object","required":["chain","address"],"properties":{"chain":{"type":"string","enum":["base","solana","arbitrum","pi-mainnet"]},"address":{"type":"string"},"provider":{"type":"string","enum":["coinbase-agentkit","stripe-agent-wallet","generic"]},"tee_secured":{"type":"boolean","default":false},"x402_endpoint":{"type":"string","format":"uri","description":"Optional HTTP 402 Payment Required endpoint URL this wallet exposes for pay-per-call settlements (RFC-style x402 flow, see economics.payment_gateways.x402 for the top-level enable flag). Clients hit this URL, receive a 402 with payment instructions referencing the wallet address, settle, then retry the original request.","examples":["https://pay.example.com/x402/agent-001"]}}}},"payment_gateways":{"type":"object","additionalProperties":false,"properties":{"stripe_acp":{"type":"object","properties":{"enabled":{"type":"boolean"},"merchant_id":{"type":"string"},"spt_supported":{"type":"boolean","default":true}}},"paypal_ap2":{"type":"object","properties":{"enabled":{"type":"boolean"},"mandate_id":{"type":"string"}}},"x402":{"type":"object","properties":{"enabled":{"type":"boolean"},"preferred_stablecoin":{"type":"string","default":"USDC"}}}}},"delegation":{"type":"object","description":"Recursive mandate delegation settings (Sub-agents)","properties":{"allow_recursive":{"type":"boolean","default":false},"max_depth":{"type":"integer","default":2},"max_spend_per_delegate":{"type":"object","properties":{"amount":{"type":"number"},"currency":{"type":"string"}}}}},"treasury":{"type":"object","properties":{"auto_yield_staking":{"type":"boolean","default":false},"preferred_yield_source":{"type":"string","examples":["PYUSD","AaveV4-Hub"]},"flash_loan_arbitrage_enabled":{"type":"boolean","default":false}}},"pricing_model":{"type":"string","examples":["free","pay_per_call","subscription"]},"currency":{"type":"string","examples":["PI","USD","USDC"]},"token":{"type":"string","examples":["PI"]},"pi_smart_contract":{"type":"object","required":["address","network"],"additionalProperties":false,"properties":{"address":{"type":"string"},"network":{"type":"string","enum":["mainnet","testnet","sandbox"]},"escrow_enabled":{"type":"boolean","default":false},"abi_url":{"type":"string","format":"uri"}}},"pricing":{"type":"object","additionalProperties":false,"properties":{"model":{"type":"string","enum":["pay_per_call","subscription","freemium","tiered"],"default":"pay_per_call"},"cost_per_call":{"type":"object","additionalProperties":false,"properties":{"amount":{"type":"number","minimum":0},"currency":{"type":"string","default":"PI"}}},"subscription":{"type":"object","additionalProperties":false,"properties":{"monthly_fee":{"type":"object","additionalProperties":false,"properties":{"amount":{"type":"number","minimum":0},"currency":{"type":"string","default":"PI"}}},"included_calls":{"type":"integer","minimum":0},"additional_call_cost":{"type":"object","additionalProperties":false,"properties":{"amount":{"type":"number","minimum":0},"currency":{"type":"string","default":"PI"}}}}},"tiered_pricing":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"min_calls":{"type":"integer","minimum":0},"max_calls":{"type":"integer","minimum":0},"cost_per_call":{"type":"object","additionalProperties":false,"properties":{"amount":{"type":"number","minimum":0},"currency":{"type":"string","default":"PI"}}}}}}}}}},"pi_network":{"type":"object","description":"Pi Network specific configuration and SDK integration","required":["app_id","environment"],"additionalProperties":false,"properties":{"app_id":{"type":"string"},"environment":{"type":"string","enum":["sandbox","production"]},"sdk_version":{"type":"string"},"payment_provider":{"type":"string"},"kyc_required":{"type":"boolean","default":true}}},"abom":{"type":"object","description":"Agent Bill of Materials (ABOM) — AI-SBOM compatible supply chain transparency","additionalProperties":true,"properties":{"integrity_hash":{"type":"string","description":"SHA-256 hash or short hash of the full ABOM for supply chain verification"},"spec_version":{"type":"string"},"bom_format":{"type":"string","description":"SBOM format (e.g. CycloneDX, A-BOM)","examples":["CycloneDX","A-BOM","SPDX"]},"risk_level":{"type":"string","enum":["low","medium","high"],"description":"Assessed risk level of the agent's dependency stack"},"generated":{"$ref":"#/$defs/ISODateTime"},"generated_by":{"type":"string","description":"Tool or system that generated this ABOM"},"timestamp":{"$ref":"#/$defs/ISODateTime"},"capabilities":{"type":"array","items":{"type":"string"},"description":"High-level agent capability labels"},"dependencies":{"type":"array","items":{"type":"string"},"description":"Flat list of dependency identifiers"},"model":{"type":"object","description":"Underlying model metadata","additionalProperties":false,"properties":{"provider":{"type":"string"},"name":{"type":"string"},"version":{"type":"string"}}},"governance":{"type":"object","description":"Governance and license metadata","additionalProperties":true,"properties":{"license":{"type":"string"}}},"tools":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"name":{"type":"string"},"version":{"type":"string"}}}},"constituents":{"type":"array","description":"Supply chain components (models, datasets, libraries, tools)","items":{"type":"object","required":["name","version"],"additionalProperties":false,"properties":{"name":{"type":"string"},"version":{"type":"string"},"type":{"type":"string","enum":["model","dataset","library","tool","plugin","agent","runtime"]},"purl":{"type":"string","description":"Package URL (purl) for this component — recommended but not required"},"hash":{"type":"string"},"integrity_hash":{"type":"string"},"license":{"type":"string"},"supplier":{"type":"string"},"trust_tier":{"type":"string","enum":["verified","community","unverified","revoked"]},"security_status":{"type":"string","enum":["clean","vulnerable","revoked","unknown"]},"source_registry":{"type":"string"}}}},"attestations":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"type":{"type":"string"},"value":{"type":"string"},"signer":{"type":"string"}}}}}},"live_voice":{"type":"object","description":"Live Voice Models integration for human-like conversational experiences","required":["enabled","provider"],"additionalProperties":false,"properties":{"enabled":{"type":"boolean","default":false},"provider":{"type":"string","enum":["openai-realtime","hume","elevenlabs","generic"]},"voice_id":{"type":"string"},"latency_mode":{"type":"string","enum":["ultra_low","standard","high_quality"],"default":"standard"}}},"requirements":{"type":"object","description":"Agent resource requirements for deployment and execution","additionalProperties":false,"properties":{"hardware":{"type":"object","additionalProperties":false,"properties":{"cpu_cores":{"type":"integer","minimum":1},"memory_mb":{"type":"integer","minimum":1},"storage_mb":{"type":"integer","minimum":1},"gpu_required":{"type":"boolean","default":false},"gpu_memory_mb":{"type":"integer","minimum":1}}},"software":{"type":"object","additionalProperties":false,"properties":{"runtime":{"type":"string"},"dependencies":{"type":"array","items":{"type":"string"}},"python_version":{"type":"string"},"node_version":{"type":"string"}}},"network":{"type":"object","additionalProperties":false,"properties":{"internet_access":{"type":"boolean","default":false},"bandwidth_mbps":{"type":"number","minimum":0},"allowed_domains":{"type":"array","items":{"type":"string"}}}},"vla":{"type":"object","required":["adapter"],"additionalProperties":false,"properties":{"adapter":{"type":"string","enum":["openpi","π0.7","generic"]},"vision":{"type":"object","additionalProperties":true},"language":{"type":"object","additionalProperties":true},"action":{"type":"object","additionalProperties":true}}}}},"meta_arbiter":{"$ref":"#/$defs/MetaArbiterConfig","description":"Optional Meta Arbiter runtime configuration — wires into the agent's orchestration layer"}},"additionalProperties":false};
const schema32 = {"type":"string","description":"Semantic versioning string (e.g. 1.0.0, 1.2.0-beta.1)","pattern":"^\\d+\\.\\d+(\\.\\d+)?(-[a-z0-9.]+)?(\\+[a-z0-9.]+)?$","examples":["1.0.0","0.369.0","2.0.0-beta.1"]};
const schema34 = {"type":"string","description":"ISO 8601 date-time string","format":"date-time","examples":["2026-04-29T20:00:00Z"]};
const schema40 = {"type":"object","description":"Public key material for cryptographic verification","required":["algorithm","value"],"additionalProperties":false,"properties":{"algorithm":{"type":"string","enum":["Ed25519","secp256k1"],"description":"Cryptographic algorithm used to generate the key pair"},"value":{"type":"string","description":"Base64url-encoded public key bytes"},"encoding":{"type":"string","enum":["base64url","hex"],"default":"base64url"}}};
const schema41 = {"type":"object","description":"Cryptographic signature over the canonical payload hash","required":["algorithm","value"],"additionalProperties":false,"properties":{"algorithm":{"type":"string","enum":["Ed25519","secp256k1"],"description":"Algorithm used to produce the signature"},"value":{"type":"string","description":"Base64url-encoded signature bytes"},"canonicalization":{"type":"string","enum":["JCS","RFC8785"],"default":"JCS","description":"JSON canonicalization scheme used before signing"}}};
const schema46 = {"type":"object","description":"Meta Arbiter — 'العقل المدبر' — orchestration config for the agent's internal subsystem controller. Controls activation thresholds, coordination strategy, and growth monitoring.","additionalProperties":false,"properties":{"activation_threshold":{"type":"number","description":"Minimum score (0-1) required to activate a subsystem","minimum":0,"maximum":1,"default":0.6},"concurrent_systems_limit":{"type":"integer","description":"Maximum number of subsystems running simultaneously","minimum":1,"default":3},"response_time_target_sec":{"type":"number","description":"Target maximum response time in seconds","minimum":0.1,"default":5},"resource_allocation_ratio":{"type":"number","description":"Maximum fraction of resources allocated to active systems","minimum":0,"maximum":1,"default":0.8},"growth_milestones_enabled":{"type":"boolean","description":"Enable cognitive growth milestone tracking (GrowthMonitor)","default":false},"coordination_strategy":{"type":"string","description":"Default inter-system coordination strategy","enum":["sequential","parallel","hierarchical","collaborative","competitive"],"default":"collaborative"},"decision_criteria":{"type":"object","description":"Weighted criteria for subsystem activation decisions (weights should sum to 1.0)","additionalProperties":false,"properties":{"urgency":{"type":"number","minimum":0,"maximum":1,"default":0.3},"complexity":{"type":"number","minimum":0,"maximum":1,"default":0.25},"resource_availability":{"type":"number","minimum":0,"maximum":1,"default":0.2},"user_preference":{"type":"number","minimum":0,"maximum":1,"default":0.15},"system_capability":{"type":"number","minimum":0,"maximum":1,"default":0.1}}},"alert_thresholds":{"type":"object","description":"SystemMonitor alert thresholds (mirrors SystemMonitor.alert_thresholds)","additionalProperties":false,"properties":{"response_time_sec":{"type":"number","default":5},"accuracy":{"type":"number","minimum":0,"maximum":1,"default":0.85},"error_rate":{"type":"number","minimum":0,"maximum":1,"default":0.05},"resource_usage":{"type":"number","minimum":0,"maximum":1,"default":0.8}}},"growth_milestone_level":{"type":"string","description":"Target cognitive growth milestone level (GrowthMonitor)","enum":["beginner","intermediate","advanced","expert"],"default":"beginner"}}};
const func1 = Object.prototype.hasOwnProperty;
const func2 = ((s) => [...s].length);
const pattern4 = new RegExp("^\\d+\\.\\d+(\\.\\d+)?(-[a-z0-9.]+)?(\\+[a-z0-9.]+)?$", "u");
const pattern6 = new RegExp("^[a-z]{2}$", "u");
const pattern7 = new RegExp("^[0-9a-f]+$", "u");
const pattern8 = new RegExp("^[0-9a-f]{64}$", "u");
const pattern9 = new RegExp("^did:", "u");
const pattern10 = new RegExp("^[a-z0-9_]+$", "u");
const schema42 = {"type":"object","description":"Zero-knowledge proof structure (Groth16). Mirrors the ZKProof interface in packages/aix-zkkyc/src/ProofVerifier.ts so on-chain proofs round-trip through the manifest without re-encoding.","required":["proof","publicSignals","nullifier"],"additionalProperties":false,"properties":{"proof":{"description":"Groth16 proof object as produced by snarkjs. Free-form because the snarkjs shape (a, b, c, protocol, curve) is not stable across versions.","type":"object","additionalProperties":true},"publicSignals":{"type":"array","description":"Public inputs to the proof — decimal-encoded field elements as strings","items":{"type":"string"}},"nullifier":{"type":"string","description":"Unique proof identifier used by NullifierRegistry to prevent replay attacks. Recommended: SHA-256 hex.","minLength":32},"timestamp":{"$ref":"#/$defs/ISODateTime"},"circuit":{"type":"string","description":"Identifier of the circuit that produced this proof (e.g. pkyc-v1, age-over-18-v2). Recommended for verifier dispatch.","examples":["pkyc-v1"]}}};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.proof === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "proof"},message:"must have required property '"+"proof"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.publicSignals === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "publicSignals"},message:"must have required property '"+"publicSignals"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.nullifier === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nullifier"},message:"must have required property '"+"nullifier"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "proof") || (key0 === "publicSignals")) || (key0 === "nullifier")) || (key0 === "timestamp")) || (key0 === "circuit"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.proof !== undefined){
let data0 = data.proof;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
}
else {
const err4 = {instancePath:instancePath+"/proof",schemaPath:"#/properties/proof/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.publicSignals !== undefined){
let data1 = data.publicSignals;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(typeof data1[i0] !== "string"){
const err5 = {instancePath:instancePath+"/publicSignals/" + i0,schemaPath:"#/properties/publicSignals/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/publicSignals",schemaPath:"#/properties/publicSignals/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.nullifier !== undefined){
let data3 = data.nullifier;
if(typeof data3 === "string"){
if(func2(data3) < 32){
const err7 = {instancePath:instancePath+"/nullifier",schemaPath:"#/properties/nullifier/minLength",keyword:"minLength",params:{limit: 32},message:"must NOT have fewer than 32 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/nullifier",schemaPath:"#/properties/nullifier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.timestamp !== undefined){
if(!(typeof data.timestamp === "string")){
const err9 = {instancePath:instancePath+"/timestamp",schemaPath:"#/$defs/ISODateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.circuit !== undefined){
if(typeof data.circuit !== "string"){
const err10 = {instancePath:instancePath+"/circuit",schemaPath:"#/properties/circuit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://axiomid.app/schemas/aix.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.meta === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "meta"},message:"must have required property '"+"meta"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.persona === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "persona"},message:"must have required property '"+"persona"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.security === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "security"},message:"must have required property '"+"security"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.identity_layer === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "identity_layer"},message:"must have required property '"+"identity_layer"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema31.properties, key0))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.aix_version !== undefined){
let data0 = data.aix_version;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err5 = {instancePath:instancePath+"/aix_version",schemaPath:"#/$defs/SemVer/pattern",keyword:"pattern",params:{pattern: "^\\d+\\.\\d+(\\.\\d+)?(-[a-z0-9.]+)?(\\+[a-z0-9.]+)?$"},message:"must match pattern \""+"^\\d+\\.\\d+(\\.\\d+)?(-[a-z0-9.]+)?(\\+[a-z0-9.]+)?$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/aix_version",schemaPath:"#/$defs/SemVer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.meta !== undefined){
let data1 = data.meta;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.version === undefined){
const err7 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.id === undefined){
const err8 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.name === undefined){
const err9 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.created === undefined){
const err10 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "created"},message:"must have required property '"+"created"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.author === undefined){
const err11 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "author"},message:"must have required property '"+"author"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1.version !== undefined){
let data2 = data1.version;
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
const err12 = {instancePath:instancePath+"/meta/version",schemaPath:"#/$defs/SemVer/pattern",keyword:"pattern",params:{pattern: "^\\d+\\.\\d+(\\.\\d+)?(-[a-z0-9.]+)?(\\+[a-z0-9.]+)?$"},message:"must match pattern \""+"^\\d+\\.\\d+(\\.\\d+)?(-[a-z0-9.]+)?(\\+[a-z0-9.]+)?$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/meta/version",schemaPath:"#/$defs/SemVer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.id !== undefined){
if(typeof data1.id !== "string"){
const err14 = {instancePath:instancePath+"/meta/id",schemaPath:"#/properties/meta/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.name !== undefined){
let data4 = data1.name;
if(typeof data4 === "string"){
if(func2(data4) > 100){
const err15 = {instancePath:instancePath+"/meta/name",schemaPath:"#/properties/meta/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func2(data4) < 1){
const err16 = {instancePath:instancePath+"/meta/name",schemaPath:"#/properties/meta/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/meta/name",schemaPath:"#/properties/meta/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.description !== undefined){
if(typeof data1.description !== "string"){
const err18 = {instancePath:instancePath+"/meta/description",schemaPath:"#/properties/meta/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data1.created !== undefined){
if(!(typeof data1.created === "string")){
const err19 = {instancePath:instancePath+"/meta/created",schemaPath:"#/$defs/ISODateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data1.updated !== undefined){
if(!(typeof data1.updated === "string")){
const err20 = {instancePath:instancePath+"/meta/updated",schemaPath:"#/$defs/ISODateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data1.author !== undefined){
let data8 = data1.author;
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err21 = {instancePath:instancePath+"/meta/author",schemaPath:"#/properties/meta/properties/author/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/meta/author",schemaPath:"#/properties/meta/properties/author/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data1.tags !== undefined){
let data9 = data1.tags;
if(Array.isArray(data9)){
if(data9.length > 10){
const err23 = {instancePath:instancePath+"/meta/tags",schemaPath:"#/properties/meta/properties/tags/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
if(typeof data10 === "string"){
if(func2(data10) > 50){
const err24 = {instancePath:instancePath+"/meta/tags/" + i0,schemaPath:"#/properties/meta/properties/tags/items/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(func2(data10) < 1){
const err25 = {instancePath:instancePath+"/meta/tags/" + i0,schemaPath:"#/properties/meta/properties/tags/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/meta/tags/" + i0,schemaPath:"#/properties/meta/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/meta/tags",schemaPath:"#/properties/meta/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data1.license !== undefined){
if(typeof data1.license !== "string"){
const err28 = {instancePath:instancePath+"/meta/license",schemaPath:"#/properties/meta/properties/license/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data1.homepage !== undefined){
if(!(typeof data1.homepage === "string")){
const err29 = {instancePath:instancePath+"/meta/homepage",schemaPath:"#/properties/meta/properties/homepage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data1.repository !== undefined){
if(!(typeof data1.repository === "string")){
const err30 = {instancePath:instancePath+"/meta/repository",schemaPath:"#/properties/meta/properties/repository/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data1.documentation !== undefined){
if(!(typeof data1.documentation === "string")){
const err31 = {instancePath:instancePath+"/meta/documentation",schemaPath:"#/properties/meta/properties/documentation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data1.icon !== undefined){
if(typeof data1.icon !== "string"){
const err32 = {instancePath:instancePath+"/meta/icon",schemaPath:"#/properties/meta/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data1.language !== undefined){
let data16 = data1.language;
if(typeof data16 === "string"){
if(!pattern6.test(data16)){
const err33 = {instancePath:instancePath+"/meta/language",schemaPath:"#/properties/meta/properties/language/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2}$"},message:"must match pattern \""+"^[a-z]{2}$"+"\""};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/meta/language",schemaPath:"#/properties/meta/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data1.framework !== undefined){
if(typeof data1.framework !== "string"){
const err35 = {instancePath:instancePath+"/meta/framework",schemaPath:"#/properties/meta/properties/framework/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data1.runtime_version !== undefined){
if(typeof data1.runtime_version !== "string"){
const err36 = {instancePath:instancePath+"/meta/runtime_version",schemaPath:"#/properties/meta/properties/runtime_version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data1.format_version !== undefined){
if(typeof data1.format_version !== "string"){
const err37 = {instancePath:instancePath+"/meta/format_version",schemaPath:"#/properties/meta/properties/format_version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data1.lineage !== undefined){
let data20 = data1.lineage;
if(Array.isArray(data20)){
const len1 = data20.length;
for(let i1=0; i1<len1; i1++){
let data21 = data20[i1];
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(data21.parent_id === undefined){
const err38 = {instancePath:instancePath+"/meta/lineage/" + i1,schemaPath:"#/properties/meta/properties/lineage/items/required",keyword:"required",params:{missingProperty: "parent_id"},message:"must have required property '"+"parent_id"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
for(const key1 in data21){
if(!((((key1 === "parent_id") || (key1 === "relationship")) || (key1 === "timestamp")) || (key1 === "signature"))){
const err39 = {instancePath:instancePath+"/meta/lineage/" + i1,schemaPath:"#/properties/meta/properties/lineage/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data21.parent_id !== undefined){
if(typeof data21.parent_id !== "string"){
const err40 = {instancePath:instancePath+"/meta/lineage/" + i1+"/parent_id",schemaPath:"#/properties/meta/properties/lineage/items/properties/parent_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data21.relationship !== undefined){
let data23 = data21.relationship;
if(typeof data23 !== "string"){
const err41 = {instancePath:instancePath+"/meta/lineage/" + i1+"/relationship",schemaPath:"#/properties/meta/properties/lineage/items/properties/relationship/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!((((data23 === "fork") || (data23 === "clone")) || (data23 === "ancestor")) || (data23 === "template"))){
const err42 = {instancePath:instancePath+"/meta/lineage/" + i1+"/relationship",schemaPath:"#/properties/meta/properties/lineage/items/properties/relationship/enum",keyword:"enum",params:{allowedValues: schema31.properties.meta.properties.lineage.items.properties.relationship.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data21.timestamp !== undefined){
if(!(typeof data21.timestamp === "string")){
const err43 = {instancePath:instancePath+"/meta/lineage/" + i1+"/timestamp",schemaPath:"#/$defs/ISODateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data21.signature !== undefined){
if(typeof data21.signature !== "string"){
const err44 = {instancePath:instancePath+"/meta/lineage/" + i1+"/signature",schemaPath:"#/properties/meta/properties/lineage/items/properties/signature/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/meta/lineage/" + i1,schemaPath:"#/properties/meta/properties/lineage/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/meta/lineage",schemaPath:"#/properties/meta/properties/lineage/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.persona !== undefined){
let data26 = data.persona;
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(data26.role === undefined){
const err48 = {instancePath:instancePath+"/persona",schemaPath:"#/properties/persona/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data26.instructions === undefined){
const err49 = {instancePath:instancePath+"/persona",schemaPath:"#/properties/persona/required",keyword:"required",params:{missingProperty: "instructions"},message:"must have required property '"+"instructions"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data26.role !== undefined){
let data27 = data26.role;
if(typeof data27 === "string"){
if(func2(data27) > 200){
const err50 = {instancePath:instancePath+"/persona/role",schemaPath:"#/properties/persona/properties/role/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(func2(data27) < 1){
const err51 = {instancePath:instancePath+"/persona/role",schemaPath:"#/properties/persona/properties/role/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/persona/role",schemaPath:"#/properties/persona/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data26.name !== undefined){
if(typeof data26.name !== "string"){
const err53 = {instancePath:instancePath+"/persona/name",schemaPath:"#/properties/persona/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data26.tone !== undefined){
if(typeof data26.tone !== "string"){
const err54 = {instancePath:instancePath+"/persona/tone",schemaPath:"#/properties/persona/properties/tone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data26.style !== undefined){
if(typeof data26.style !== "string"){
const err55 = {instancePath:instancePath+"/persona/style",schemaPath:"#/properties/persona/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data26.instructions !== undefined){
let data31 = data26.instructions;
if(typeof data31 === "string"){
if(func2(data31) > 10000){
const err56 = {instancePath:instancePath+"/persona/instructions",schemaPath:"#/properties/persona/properties/instructions/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(func2(data31) < 1){
const err57 = {instancePath:instancePath+"/persona/instructions",schemaPath:"#/properties/persona/properties/instructions/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/persona/instructions",schemaPath:"#/properties/persona/properties/instructions/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data26.constraints !== undefined){
let data32 = data26.constraints;
if(Array.isArray(data32)){
const len2 = data32.length;
for(let i2=0; i2<len2; i2++){
if(typeof data32[i2] !== "string"){
const err59 = {instancePath:instancePath+"/persona/constraints/" + i2,schemaPath:"#/properties/persona/properties/constraints/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath:instancePath+"/persona/constraints",schemaPath:"#/properties/persona/properties/constraints/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data26.personality_traits !== undefined){
let data34 = data26.personality_traits;
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
for(const key2 in data34){
if(typeof data34[key2] !== "string"){
const err61 = {instancePath:instancePath+"/persona/personality_traits/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/persona/properties/personality_traits/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
else {
const err62 = {instancePath:instancePath+"/persona/personality_traits",schemaPath:"#/properties/persona/properties/personality_traits/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data26.example_responses !== undefined){
let data36 = data26.example_responses;
if(Array.isArray(data36)){
const len3 = data36.length;
for(let i3=0; i3<len3; i3++){
let data37 = data36[i3];
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
for(const key3 in data37){
if(!((key3 === "question") || (key3 === "answer"))){
const err63 = {instancePath:instancePath+"/persona/example_responses/" + i3,schemaPath:"#/properties/persona/properties/example_responses/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data37.question !== undefined){
if(typeof data37.question !== "string"){
const err64 = {instancePath:instancePath+"/persona/example_responses/" + i3+"/question",schemaPath:"#/properties/persona/properties/example_responses/items/properties/question/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data37.answer !== undefined){
if(typeof data37.answer !== "string"){
const err65 = {instancePath:instancePath+"/persona/example_responses/" + i3+"/answer",schemaPath:"#/properties/persona/properties/example_responses/items/properties/answer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
else {
const err66 = {instancePath:instancePath+"/persona/example_responses/" + i3,schemaPath:"#/properties/persona/properties/example_responses/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
else {
const err67 = {instancePath:instancePath+"/persona/example_responses",schemaPath:"#/properties/persona/properties/example_responses/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data26.temperature !== undefined){
let data40 = data26.temperature;
if(typeof data40 == "number"){
if(data40 > 2 || isNaN(data40)){
const err68 = {instancePath:instancePath+"/persona/temperature",schemaPath:"#/properties/persona/properties/temperature/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2},message:"must be <= 2"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data40 < 0 || isNaN(data40)){
const err69 = {instancePath:instancePath+"/persona/temperature",schemaPath:"#/properties/persona/properties/temperature/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/persona/temperature",schemaPath:"#/properties/persona/properties/temperature/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data26.context_window !== undefined){
let data41 = data26.context_window;
if(!((typeof data41 == "number") && (!(data41 % 1) && !isNaN(data41)))){
const err71 = {instancePath:instancePath+"/persona/context_window",schemaPath:"#/properties/persona/properties/context_window/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(typeof data41 == "number"){
if(data41 < 1 || isNaN(data41)){
const err72 = {instancePath:instancePath+"/persona/context_window",schemaPath:"#/properties/persona/properties/context_window/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
if(data26.response_format !== undefined){
if(typeof data26.response_format !== "string"){
const err73 = {instancePath:instancePath+"/persona/response_format",schemaPath:"#/properties/persona/properties/response_format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
else {
const err74 = {instancePath:instancePath+"/persona",schemaPath:"#/properties/persona/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data.security !== undefined){
let data43 = data.security;
if(data43 && typeof data43 == "object" && !Array.isArray(data43)){
if(data43.checksum === undefined){
const err75 = {instancePath:instancePath+"/security",schemaPath:"#/properties/security/required",keyword:"required",params:{missingProperty: "checksum"},message:"must have required property '"+"checksum"+"'"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data43.checksum !== undefined){
let data44 = data43.checksum;
if(data44 && typeof data44 == "object" && !Array.isArray(data44)){
if(data44.algorithm === undefined){
const err76 = {instancePath:instancePath+"/security/checksum",schemaPath:"#/properties/security/properties/checksum/required",keyword:"required",params:{missingProperty: "algorithm"},message:"must have required property '"+"algorithm"+"'"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data44.value === undefined){
const err77 = {instancePath:instancePath+"/security/checksum",schemaPath:"#/properties/security/properties/checksum/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
for(const key4 in data44){
if(!(((key4 === "algorithm") || (key4 === "value")) || (key4 === "scope"))){
const err78 = {instancePath:instancePath+"/security/checksum",schemaPath:"#/properties/security/properties/checksum/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data44.algorithm !== undefined){
let data45 = data44.algorithm;
if(typeof data45 !== "string"){
const err79 = {instancePath:instancePath+"/security/checksum/algorithm",schemaPath:"#/properties/security/properties/checksum/properties/algorithm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(!(((data45 === "sha256") || (data45 === "sha512")) || (data45 === "blake3"))){
const err80 = {instancePath:instancePath+"/security/checksum/algorithm",schemaPath:"#/properties/security/properties/checksum/properties/algorithm/enum",keyword:"enum",params:{allowedValues: schema31.properties.security.properties.checksum.properties.algorithm.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data44.value !== undefined){
let data46 = data44.value;
if(typeof data46 === "string"){
if(!pattern7.test(data46)){
const err81 = {instancePath:instancePath+"/security/checksum/value",schemaPath:"#/properties/security/properties/checksum/properties/value/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]+$"},message:"must match pattern \""+"^[0-9a-f]+$"+"\""};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
else {
const err82 = {instancePath:instancePath+"/security/checksum/value",schemaPath:"#/properties/security/properties/checksum/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data44.scope !== undefined){
if(typeof data44.scope !== "string"){
const err83 = {instancePath:instancePath+"/security/checksum/scope",schemaPath:"#/properties/security/properties/checksum/properties/scope/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
}
else {
const err84 = {instancePath:instancePath+"/security/checksum",schemaPath:"#/properties/security/properties/checksum/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data43.signature !== undefined){
let data48 = data43.signature;
if(data48 && typeof data48 == "object" && !Array.isArray(data48)){
for(const key5 in data48){
if(!(((((key5 === "algorithm") || (key5 === "value")) || (key5 === "public_key")) || (key5 === "signer")) || (key5 === "timestamp"))){
const err85 = {instancePath:instancePath+"/security/signature",schemaPath:"#/properties/security/properties/signature/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data48.algorithm !== undefined){
let data49 = data48.algorithm;
if(typeof data49 !== "string"){
const err86 = {instancePath:instancePath+"/security/signature/algorithm",schemaPath:"#/properties/security/properties/signature/properties/algorithm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(!(((data49 === "RSA-SHA256") || (data49 === "Ed25519")) || (data49 === "ECDSA-SHA256"))){
const err87 = {instancePath:instancePath+"/security/signature/algorithm",schemaPath:"#/properties/security/properties/signature/properties/algorithm/enum",keyword:"enum",params:{allowedValues: schema31.properties.security.properties.signature.properties.algorithm.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data48.value !== undefined){
if(typeof data48.value !== "string"){
const err88 = {instancePath:instancePath+"/security/signature/value",schemaPath:"#/properties/security/properties/signature/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data48.public_key !== undefined){
if(typeof data48.public_key !== "string"){
const err89 = {instancePath:instancePath+"/security/signature/public_key",schemaPath:"#/properties/security/properties/signature/properties/public_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data48.signer !== undefined){
if(typeof data48.signer !== "string"){
const err90 = {instancePath:instancePath+"/security/signature/signer",schemaPath:"#/properties/security/properties/signature/properties/signer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data48.timestamp !== undefined){
if(!(typeof data48.timestamp === "string")){
const err91 = {instancePath:instancePath+"/security/signature/timestamp",schemaPath:"#/$defs/ISODateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
}
else {
const err92 = {instancePath:instancePath+"/security/signature",schemaPath:"#/properties/security/properties/signature/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data43.encryption !== undefined){
let data54 = data43.encryption;
if(data54 && typeof data54 == "object" && !Array.isArray(data54)){
for(const key6 in data54){
if(!(((key6 === "encrypted") || (key6 === "algorithm")) || (key6 === "key_fingerprint"))){
const err93 = {instancePath:instancePath+"/security/encryption",schemaPath:"#/properties/security/properties/encryption/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data54.encrypted !== undefined){
if(typeof data54.encrypted !== "boolean"){
const err94 = {instancePath:instancePath+"/security/encryption/encrypted",schemaPath:"#/properties/security/properties/encryption/properties/encrypted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data54.algorithm !== undefined){
let data56 = data54.algorithm;
if(typeof data56 !== "string"){
const err95 = {instancePath:instancePath+"/security/encryption/algorithm",schemaPath:"#/properties/security/properties/encryption/properties/algorithm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(!(((data56 === "AES-256-GCM") || (data56 === "ChaCha20-Poly1305")) || (data56 === "none"))){
const err96 = {instancePath:instancePath+"/security/encryption/algorithm",schemaPath:"#/properties/security/properties/encryption/properties/algorithm/enum",keyword:"enum",params:{allowedValues: schema31.properties.security.properties.encryption.properties.algorithm.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data54.key_fingerprint !== undefined){
if(typeof data54.key_fingerprint !== "string"){
const err97 = {instancePath:instancePath+"/security/encryption/key_fingerprint",schemaPath:"#/properties/security/properties/encryption/properties/key_fingerprint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
}
else {
const err98 = {instancePath:instancePath+"/security/encryption",schemaPath:"#/properties/security/properties/encryption/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data43.capabilities !== undefined){
let data58 = data43.capabilities;
if(data58 && typeof data58 == "object" && !Array.isArray(data58)){
for(const key7 in data58){
if(!((((((key7 === "allowed_operations") || (key7 === "restricted_operations")) || (key7 === "restricted_domains")) || (key7 === "max_api_calls_per_minute")) || (key7 === "max_memory_mb")) || (key7 === "sandbox"))){
const err99 = {instancePath:instancePath+"/security/capabilities",schemaPath:"#/properties/security/properties/capabilities/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data58.allowed_operations !== undefined){
let data59 = data58.allowed_operations;
if(Array.isArray(data59)){
const len4 = data59.length;
for(let i4=0; i4<len4; i4++){
if(typeof data59[i4] !== "string"){
const err100 = {instancePath:instancePath+"/security/capabilities/allowed_operations/" + i4,schemaPath:"#/properties/security/properties/capabilities/properties/allowed_operations/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
}
else {
const err101 = {instancePath:instancePath+"/security/capabilities/allowed_operations",schemaPath:"#/properties/security/properties/capabilities/properties/allowed_operations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data58.restricted_operations !== undefined){
let data61 = data58.restricted_operations;
if(Array.isArray(data61)){
const len5 = data61.length;
for(let i5=0; i5<len5; i5++){
if(typeof data61[i5] !== "string"){
const err102 = {instancePath:instancePath+"/security/capabilities/restricted_operations/" + i5,schemaPath:"#/properties/security/properties/capabilities/properties/restricted_operations/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
}
else {
const err103 = {instancePath:instancePath+"/security/capabilities/restricted_operations",schemaPath:"#/properties/security/properties/capabilities/properties/restricted_operations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data58.restricted_domains !== undefined){
let data63 = data58.restricted_domains;
if(Array.isArray(data63)){
const len6 = data63.length;
for(let i6=0; i6<len6; i6++){
if(typeof data63[i6] !== "string"){
const err104 = {instancePath:instancePath+"/security/capabilities/restricted_domains/" + i6,schemaPath:"#/properties/security/properties/capabilities/properties/restricted_domains/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
}
else {
const err105 = {instancePath:instancePath+"/security/capabilities/restricted_domains",schemaPath:"#/properties/security/properties/capabilities/properties/restricted_domains/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data58.max_api_calls_per_minute !== undefined){
let data65 = data58.max_api_calls_per_minute;
if(!((typeof data65 == "number") && (!(data65 % 1) && !isNaN(data65)))){
const err106 = {instancePath:instancePath+"/security/capabilities/max_api_calls_per_minute",schemaPath:"#/properties/security/properties/capabilities/properties/max_api_calls_per_minute/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if(typeof data65 == "number"){
if(data65 < 1 || isNaN(data65)){
const err107 = {instancePath:instancePath+"/security/capabilities/max_api_calls_per_minute",schemaPath:"#/properties/security/properties/capabilities/properties/max_api_calls_per_minute/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
}
if(data58.max_memory_mb !== undefined){
let data66 = data58.max_memory_mb;
if(!((typeof data66 == "number") && (!(data66 % 1) && !isNaN(data66)))){
const err108 = {instancePath:instancePath+"/security/capabilities/max_memory_mb",schemaPath:"#/properties/security/properties/capabilities/properties/max_memory_mb/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
if(typeof data66 == "number"){
if(data66 < 1 || isNaN(data66)){
const err109 = {instancePath:instancePath+"/security/capabilities/max_memory_mb",schemaPath:"#/properties/security/properties/capabilities/properties/max_memory_mb/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
}
if(data58.sandbox !== undefined){
if(typeof data58.sandbox !== "boolean"){
const err110 = {instancePath:instancePath+"/security/capabilities/sandbox",schemaPath:"#/properties/security/properties/capabilities/properties/sandbox/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
}
else {
const err111 = {instancePath:instancePath+"/security/capabilities",schemaPath:"#/properties/security/properties/capabilities/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data43.compliance !== undefined){
let data68 = data43.compliance;
if(data68 && typeof data68 == "object" && !Array.isArray(data68)){
for(const key8 in data68){
if(!(((key8 === "standards") || (key8 === "certifications")) || (key8 === "audit_log"))){
const err112 = {instancePath:instancePath+"/security/compliance",schemaPath:"#/properties/security/properties/compliance/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data68.standards !== undefined){
let data69 = data68.standards;
if(Array.isArray(data69)){
const len7 = data69.length;
for(let i7=0; i7<len7; i7++){
if(typeof data69[i7] !== "string"){
const err113 = {instancePath:instancePath+"/security/compliance/standards/" + i7,schemaPath:"#/properties/security/properties/compliance/properties/standards/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
}
else {
const err114 = {instancePath:instancePath+"/security/compliance/standards",schemaPath:"#/properties/security/properties/compliance/properties/standards/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data68.certifications !== undefined){
let data71 = data68.certifications;
if(Array.isArray(data71)){
const len8 = data71.length;
for(let i8=0; i8<len8; i8++){
if(typeof data71[i8] !== "string"){
const err115 = {instancePath:instancePath+"/security/compliance/certifications/" + i8,schemaPath:"#/properties/security/properties/compliance/properties/certifications/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
}
else {
const err116 = {instancePath:instancePath+"/security/compliance/certifications",schemaPath:"#/properties/security/properties/compliance/properties/certifications/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
if(data68.audit_log !== undefined){
if(typeof data68.audit_log !== "boolean"){
const err117 = {instancePath:instancePath+"/security/compliance/audit_log",schemaPath:"#/properties/security/properties/compliance/properties/audit_log/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
}
else {
const err118 = {instancePath:instancePath+"/security/compliance",schemaPath:"#/properties/security/properties/compliance/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
if(data43.level !== undefined){
if(typeof data43.level !== "string"){
const err119 = {instancePath:instancePath+"/security/level",schemaPath:"#/properties/security/properties/level/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data43.authentication !== undefined){
let data75 = data43.authentication;
if(Array.isArray(data75)){
const len9 = data75.length;
for(let i9=0; i9<len9; i9++){
if(typeof data75[i9] !== "string"){
const err120 = {instancePath:instancePath+"/security/authentication/" + i9,schemaPath:"#/properties/security/properties/authentication/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
}
else {
const err121 = {instancePath:instancePath+"/security/authentication",schemaPath:"#/properties/security/properties/authentication/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data43.guardian_logic !== undefined){
let data77 = data43.guardian_logic;
if(data77 && typeof data77 == "object" && !Array.isArray(data77)){
for(const key9 in data77){
if(!((((key9 === "mempool_monitor") || (key9 === "front_run_defense")) || (key9 === "max_slippage_tolerance")) || (key9 === "emergency_circuit_breaker"))){
const err122 = {instancePath:instancePath+"/security/guardian_logic",schemaPath:"#/properties/security/properties/guardian_logic/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
if(data77.mempool_monitor !== undefined){
if(typeof data77.mempool_monitor !== "boolean"){
const err123 = {instancePath:instancePath+"/security/guardian_logic/mempool_monitor",schemaPath:"#/properties/security/properties/guardian_logic/properties/mempool_monitor/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data77.front_run_defense !== undefined){
if(typeof data77.front_run_defense !== "boolean"){
const err124 = {instancePath:instancePath+"/security/guardian_logic/front_run_defense",schemaPath:"#/properties/security/properties/guardian_logic/properties/front_run_defense/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
if(data77.max_slippage_tolerance !== undefined){
if(!(typeof data77.max_slippage_tolerance == "number")){
const err125 = {instancePath:instancePath+"/security/guardian_logic/max_slippage_tolerance",schemaPath:"#/properties/security/properties/guardian_logic/properties/max_slippage_tolerance/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
if(data77.emergency_circuit_breaker !== undefined){
if(typeof data77.emergency_circuit_breaker !== "boolean"){
const err126 = {instancePath:instancePath+"/security/guardian_logic/emergency_circuit_breaker",schemaPath:"#/properties/security/properties/guardian_logic/properties/emergency_circuit_breaker/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
}
else {
const err127 = {instancePath:instancePath+"/security/guardian_logic",schemaPath:"#/properties/security/properties/guardian_logic/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
}
else {
const err128 = {instancePath:instancePath+"/security",schemaPath:"#/properties/security/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
if(data.identity_layer !== undefined){
let data82 = data.identity_layer;
if(data82 && typeof data82 == "object" && !Array.isArray(data82)){
if(data82.id === undefined){
const err129 = {instancePath:instancePath+"/identity_layer",schemaPath:"#/properties/identity_layer/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
if(data82.authority === undefined){
const err130 = {instancePath:instancePath+"/identity_layer",schemaPath:"#/properties/identity_layer/required",keyword:"required",params:{missingProperty: "authority"},message:"must have required property '"+"authority"+"'"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if(data82.issuedAt === undefined){
const err131 = {instancePath:instancePath+"/identity_layer",schemaPath:"#/properties/identity_layer/required",keyword:"required",params:{missingProperty: "issuedAt"},message:"must have required property '"+"issuedAt"+"'"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
for(const key10 in data82){
if(!(func1.call(schema31.properties.identity_layer.properties, key10))){
const err132 = {instancePath:instancePath+"/identity_layer",schemaPath:"#/properties/identity_layer/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
if(data82.id !== undefined){
if(typeof data82.id !== "string"){
const err133 = {instancePath:instancePath+"/identity_layer/id",schemaPath:"#/properties/identity_layer/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
if(data82.kyc_tier !== undefined){
let data84 = data82.kyc_tier;
if((!((typeof data84 == "number") && (!(data84 % 1) && !isNaN(data84)))) && (typeof data84 !== "string")){
const err134 = {instancePath:instancePath+"/identity_layer/kyc_tier",schemaPath:"#/properties/identity_layer/properties/kyc_tier/type",keyword:"type",params:{type: schema31.properties.identity_layer.properties.kyc_tier.type},message:"must be integer,string"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
if(data82.verified !== undefined){
if(typeof data82.verified !== "boolean"){
const err135 = {instancePath:instancePath+"/identity_layer/verified",schemaPath:"#/properties/identity_layer/properties/verified/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
if(data82.authority !== undefined){
let data86 = data82.authority;
if(typeof data86 !== "string"){
const err136 = {instancePath:instancePath+"/identity_layer/authority",schemaPath:"#/properties/identity_layer/properties/authority/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
if("axiomid.app" !== data86){
const err137 = {instancePath:instancePath+"/identity_layer/authority",schemaPath:"#/properties/identity_layer/properties/authority/const",keyword:"const",params:{allowedValue: "axiomid.app"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
if(data82.issuedAt !== undefined){
if(!(typeof data82.issuedAt === "string")){
const err138 = {instancePath:instancePath+"/identity_layer/issuedAt",schemaPath:"#/$defs/ISODateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
if(data82.expiresAt !== undefined){
if(!(typeof data82.expiresAt === "string")){
const err139 = {instancePath:instancePath+"/identity_layer/expiresAt",schemaPath:"#/$defs/ISODateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
if(data82.publicKey !== undefined){
let data89 = data82.publicKey;
if(data89 && typeof data89 == "object" && !Array.isArray(data89)){
if(data89.algorithm === undefined){
const err140 = {instancePath:instancePath+"/identity_layer/publicKey",schemaPath:"#/$defs/PublicKey/required",keyword:"required",params:{missingProperty: "algorithm"},message:"must have required property '"+"algorithm"+"'"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
if(data89.value === undefined){
const err141 = {instancePath:instancePath+"/identity_layer/publicKey",schemaPath:"#/$defs/PublicKey/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
for(const key11 in data89){
if(!(((key11 === "algorithm") || (key11 === "value")) || (key11 === "encoding"))){
const err142 = {instancePath:instancePath+"/identity_layer/publicKey",schemaPath:"#/$defs/PublicKey/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
if(data89.algorithm !== undefined){
let data90 = data89.algorithm;
if(typeof data90 !== "string"){
const err143 = {instancePath:instancePath+"/identity_layer/publicKey/algorithm",schemaPath:"#/$defs/PublicKey/properties/algorithm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
if(!((data90 === "Ed25519") || (data90 === "secp256k1"))){
const err144 = {instancePath:instancePath+"/identity_layer/publicKey/algorithm",schemaPath:"#/$defs/PublicKey/properties/algorithm/enum",keyword:"enum",params:{allowedValues: schema40.properties.algorithm.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
if(data89.value !== undefined){
if(typeof data89.value !== "string"){
const err145 = {instancePath:instancePath+"/identity_layer/publicKey/value",schemaPath:"#/$defs/PublicKey/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
if(data89.encoding !== undefined){
let data92 = data89.encoding;
if(typeof data92 !== "string"){
const err146 = {instancePath:instancePath+"/identity_layer/publicKey/encoding",schemaPath:"#/$defs/PublicKey/properties/encoding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
if(!((data92 === "base64url") || (data92 === "hex"))){
const err147 = {instancePath:instancePath+"/identity_layer/publicKey/encoding",schemaPath:"#/$defs/PublicKey/properties/encoding/enum",keyword:"enum",params:{allowedValues: schema40.properties.encoding.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
}
else {
const err148 = {instancePath:instancePath+"/identity_layer/publicKey",schemaPath:"#/$defs/PublicKey/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
if(data82.signature !== undefined){
let data93 = data82.signature;
if(data93 && typeof data93 == "object" && !Array.isArray(data93)){
if(data93.algorithm === undefined){
const err149 = {instancePath:instancePath+"/identity_layer/signature",schemaPath:"#/$defs/Signature/required",keyword:"required",params:{missingProperty: "algorithm"},message:"must have required property '"+"algorithm"+"'"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
if(data93.value === undefined){
const err150 = {instancePath:instancePath+"/identity_layer/signature",schemaPath:"#/$defs/Signature/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
for(const key12 in data93){
if(!(((key12 === "algorithm") || (key12 === "value")) || (key12 === "canonicalization"))){
const err151 = {instancePath:instancePath+"/identity_layer/signature",schemaPath:"#/$defs/Signature/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
if(data93.algorithm !== undefined){
let data94 = data93.algorithm;
if(typeof data94 !== "string"){
const err152 = {instancePath:instancePath+"/identity_layer/signature/algorithm",schemaPath:"#/$defs/Signature/properties/algorithm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
if(!((data94 === "Ed25519") || (data94 === "secp256k1"))){
const err153 = {instancePath:instancePath+"/identity_layer/signature/algorithm",schemaPath:"#/$defs/Signature/properties/algorithm/enum",keyword:"enum",params:{allowedValues: schema41.properties.algorithm.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
if(data93.value !== undefined){
if(typeof data93.value !== "string"){
const err154 = {instancePath:instancePath+"/identity_layer/signature/value",schemaPath:"#/$defs/Signature/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
if(data93.canonicalization !== undefined){
let data96 = data93.canonicalization;
if(typeof data96 !== "string"){
const err155 = {instancePath:instancePath+"/identity_layer/signature/canonicalization",schemaPath:"#/$defs/Signature/properties/canonicalization/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
if(!((data96 === "JCS") || (data96 === "RFC8785"))){
const err156 = {instancePath:instancePath+"/identity_layer/signature/canonicalization",schemaPath:"#/$defs/Signature/properties/canonicalization/enum",keyword:"enum",params:{allowedValues: schema41.properties.canonicalization.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
}
else {
const err157 = {instancePath:instancePath+"/identity_layer/signature",schemaPath:"#/$defs/Signature/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
if(data82.pi_uid_anchor !== undefined){
let data97 = data82.pi_uid_anchor;
if(typeof data97 === "string"){
if(!pattern8.test(data97)){
const err158 = {instancePath:instancePath+"/identity_layer/pi_uid_anchor",schemaPath:"#/properties/identity_layer/properties/pi_uid_anchor/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
else {
const err159 = {instancePath:instancePath+"/identity_layer/pi_uid_anchor",schemaPath:"#/properties/identity_layer/properties/pi_uid_anchor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
if(data82.zk_proof !== undefined){
if(!(validate21(data82.zk_proof, {instancePath:instancePath+"/identity_layer/zk_proof",parentData:data82,parentDataProperty:"zk_proof",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
}
else {
const err160 = {instancePath:instancePath+"/identity_layer",schemaPath:"#/properties/identity_layer/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
if(data.trustchain !== undefined){
let data99 = data.trustchain;
if(data99 && typeof data99 == "object" && !Array.isArray(data99)){
if(data99.entries === undefined){
const err161 = {instancePath:instancePath+"/trustchain",schemaPath:"#/properties/trustchain/required",keyword:"required",params:{missingProperty: "entries"},message:"must have required property '"+"entries"+"'"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
if(data99.entries !== undefined){
let data100 = data99.entries;
if(Array.isArray(data100)){
const len10 = data100.length;
for(let i10=0; i10<len10; i10++){
let data101 = data100[i10];
if(data101 && typeof data101 == "object" && !Array.isArray(data101)){
if(data101.action === undefined){
const err162 = {instancePath:instancePath+"/trustchain/entries/" + i10,schemaPath:"#/properties/trustchain/properties/entries/items/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
if(data101.actor_did === undefined){
const err163 = {instancePath:instancePath+"/trustchain/entries/" + i10,schemaPath:"#/properties/trustchain/properties/entries/items/required",keyword:"required",params:{missingProperty: "actor_did"},message:"must have required property '"+"actor_did"+"'"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
if(data101.payload_hash === undefined){
const err164 = {instancePath:instancePath+"/trustchain/entries/" + i10,schemaPath:"#/properties/trustchain/properties/entries/items/required",keyword:"required",params:{missingProperty: "payload_hash"},message:"must have required property '"+"payload_hash"+"'"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
if(data101.timestamp === undefined){
const err165 = {instancePath:instancePath+"/trustchain/entries/" + i10,schemaPath:"#/properties/trustchain/properties/entries/items/required",keyword:"required",params:{missingProperty: "timestamp"},message:"must have required property '"+"timestamp"+"'"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
if(data101.prev_hash === undefined){
const err166 = {instancePath:instancePath+"/trustchain/entries/" + i10,schemaPath:"#/properties/trustchain/properties/entries/items/required",keyword:"required",params:{missingProperty: "prev_hash"},message:"must have required property '"+"prev_hash"+"'"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
if(data101.action !== undefined){
if(typeof data101.action !== "string"){
const err167 = {instancePath:instancePath+"/trustchain/entries/" + i10+"/action",schemaPath:"#/properties/trustchain/properties/entries/items/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
if(data101.actor_did !== undefined){
let data103 = data101.actor_did;
if(typeof data103 === "string"){
if(!pattern9.test(data103)){
const err168 = {instancePath:instancePath+"/trustchain/entries/" + i10+"/actor_did",schemaPath:"#/properties/trustchain/properties/entries/items/properties/actor_did/pattern",keyword:"pattern",params:{pattern: "^did:"},message:"must match pattern \""+"^did:"+"\""};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
else {
const err169 = {instancePath:instancePath+"/trustchain/entries/" + i10+"/actor_did",schemaPath:"#/properties/trustchain/properties/entries/items/properties/actor_did/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
if(data101.payload_hash !== undefined){
let data104 = data101.payload_hash;
if(typeof data104 === "string"){
if(func2(data104) > 64){
const err170 = {instancePath:instancePath+"/trustchain/entries/" + i10+"/payload_hash",schemaPath:"#/properties/trustchain/properties/entries/items/properties/payload_hash/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
if(func2(data104) < 64){
const err171 = {instancePath:instancePath+"/trustchain/entries/" + i10+"/payload_hash",schemaPath:"#/properties/trustchain/properties/entries/items/properties/payload_hash/minLength",keyword:"minLength",params:{limit: 64},message:"must NOT have fewer than 64 characters"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
else {
const err172 = {instancePath:instancePath+"/trustchain/entries/" + i10+"/payload_hash",schemaPath:"#/properties/trustchain/properties/entries/items/properties/payload_hash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
if(data101.timestamp !== undefined){
if(!(typeof data101.timestamp === "string")){
const err173 = {instancePath:instancePath+"/trustchain/entries/" + i10+"/timestamp",schemaPath:"#/properties/trustchain/properties/entries/items/properties/timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
}
if(data101.prev_hash !== undefined){
if(typeof data101.prev_hash !== "string"){
const err174 = {instancePath:instancePath+"/trustchain/entries/" + i10+"/prev_hash",schemaPath:"#/properties/trustchain/properties/entries/items/properties/prev_hash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
}
if(data101.human_approved !== undefined){
if(typeof data101.human_approved !== "boolean"){
const err175 = {instancePath:instancePath+"/trustchain/entries/" + i10+"/human_approved",schemaPath:"#/properties/trustchain/properties/entries/items/properties/human_approved/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
}
else {
const err176 = {instancePath:instancePath+"/trustchain/entries/" + i10,schemaPath:"#/properties/trustchain/properties/entries/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
}
else {
const err177 = {instancePath:instancePath+"/trustchain/entries",schemaPath:"#/properties/trustchain/properties/entries/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
}
else {
const err178 = {instancePath:instancePath+"/trustchain",schemaPath:"#/properties/trustchain/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
}
if(data.evolution !== undefined){
let data108 = data.evolution;
if(data108 && typeof data108 == "object" && !Array.isArray(data108)){
if(data108.loops_completed !== undefined){
let data109 = data108.loops_completed;
if(!((typeof data109 == "number") && (!(data109 % 1) && !isNaN(data109)))){
const err179 = {instancePath:instancePath+"/evolution/loops_completed",schemaPath:"#/properties/evolution/properties/loops_completed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
if(typeof data109 == "number"){
if(data109 < 0 || isNaN(data109)){
const err180 = {instancePath:instancePath+"/evolution/loops_completed",schemaPath:"#/properties/evolution/properties/loops_completed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
}
if(data108.last_improved !== undefined){
if(!(typeof data108.last_improved === "string")){
const err181 = {instancePath:instancePath+"/evolution/last_improved",schemaPath:"#/properties/evolution/properties/last_improved/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
}
if(data108.lessons !== undefined){
let data111 = data108.lessons;
if(Array.isArray(data111)){
if(data111.length > 100){
const err182 = {instancePath:instancePath+"/evolution/lessons",schemaPath:"#/properties/evolution/properties/lessons/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
const len11 = data111.length;
for(let i11=0; i11<len11; i11++){
if(typeof data111[i11] !== "string"){
const err183 = {instancePath:instancePath+"/evolution/lessons/" + i11,schemaPath:"#/properties/evolution/properties/lessons/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
}
else {
const err184 = {instancePath:instancePath+"/evolution/lessons",schemaPath:"#/properties/evolution/properties/lessons/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
if(data108.trust_delta !== undefined){
let data113 = data108.trust_delta;
if(typeof data113 == "number"){
if(data113 > 10 || isNaN(data113)){
const err185 = {instancePath:instancePath+"/evolution/trust_delta",schemaPath:"#/properties/evolution/properties/trust_delta/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
if(data113 < -10 || isNaN(data113)){
const err186 = {instancePath:instancePath+"/evolution/trust_delta",schemaPath:"#/properties/evolution/properties/trust_delta/minimum",keyword:"minimum",params:{comparison: ">=", limit: -10},message:"must be >= -10"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
else {
const err187 = {instancePath:instancePath+"/evolution/trust_delta",schemaPath:"#/properties/evolution/properties/trust_delta/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
}
if(data108.version_lineage !== undefined){
let data114 = data108.version_lineage;
if(Array.isArray(data114)){
const len12 = data114.length;
for(let i12=0; i12<len12; i12++){
if(typeof data114[i12] !== "string"){
const err188 = {instancePath:instancePath+"/evolution/version_lineage/" + i12,schemaPath:"#/properties/evolution/properties/version_lineage/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
}
else {
const err189 = {instancePath:instancePath+"/evolution/version_lineage",schemaPath:"#/properties/evolution/properties/version_lineage/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
}
else {
const err190 = {instancePath:instancePath+"/evolution",schemaPath:"#/properties/evolution/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
}
if(data.skills !== undefined){
let data116 = data.skills;
if(Array.isArray(data116)){
const len13 = data116.length;
for(let i13=0; i13<len13; i13++){
let data117 = data116[i13];
if(data117 && typeof data117 == "object" && !Array.isArray(data117)){
if(data117.name === undefined){
const err191 = {instancePath:instancePath+"/skills/" + i13,schemaPath:"#/properties/skills/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
if(data117.description === undefined){
const err192 = {instancePath:instancePath+"/skills/" + i13,schemaPath:"#/properties/skills/items/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
for(const key13 in data117){
if(!(func1.call(schema31.properties.skills.items.properties, key13))){
const err193 = {instancePath:instancePath+"/skills/" + i13,schemaPath:"#/properties/skills/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
}
if(data117.name !== undefined){
let data118 = data117.name;
if(typeof data118 === "string"){
if(!pattern10.test(data118)){
const err194 = {instancePath:instancePath+"/skills/" + i13+"/name",schemaPath:"#/properties/skills/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9_]+$"},message:"must match pattern \""+"^[a-z0-9_]+$"+"\""};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
else {
const err195 = {instancePath:instancePath+"/skills/" + i13+"/name",schemaPath:"#/properties/skills/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
}
if(data117.description !== undefined){
if(typeof data117.description !== "string"){
const err196 = {instancePath:instancePath+"/skills/" + i13+"/description",schemaPath:"#/properties/skills/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
}
if(data117.enabled !== undefined){
if(typeof data117.enabled !== "boolean"){
const err197 = {instancePath:instancePath+"/skills/" + i13+"/enabled",schemaPath:"#/properties/skills/items/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
}
if(data117.parameters !== undefined){
let data121 = data117.parameters;
if(data121 && typeof data121 == "object" && !Array.isArray(data121)){
}
else {
const err198 = {instancePath:instancePath+"/skills/" + i13+"/parameters",schemaPath:"#/properties/skills/items/properties/parameters/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
}
if(data117.triggers !== undefined){
let data122 = data117.triggers;
if(Array.isArray(data122)){
const len14 = data122.length;
for(let i14=0; i14<len14; i14++){
if(typeof data122[i14] !== "string"){
const err199 = {instancePath:instancePath+"/skills/" + i13+"/triggers/" + i14,schemaPath:"#/properties/skills/items/properties/triggers/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
}
}
else {
const err200 = {instancePath:instancePath+"/skills/" + i13+"/triggers",schemaPath:"#/properties/skills/items/properties/triggers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
if(data117.examples !== undefined){
let data124 = data117.examples;
if(Array.isArray(data124)){
const len15 = data124.length;
for(let i15=0; i15<len15; i15++){
if(typeof data124[i15] !== "string"){
const err201 = {instancePath:instancePath+"/skills/" + i13+"/examples/" + i15,schemaPath:"#/properties/skills/items/properties/examples/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
}
}
else {
const err202 = {instancePath:instancePath+"/skills/" + i13+"/examples",schemaPath:"#/properties/skills/items/properties/examples/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
}
if(data117.priority !== undefined){
let data126 = data117.priority;
if(!((typeof data126 == "number") && (!(data126 % 1) && !isNaN(data126)))){
const err203 = {instancePath:instancePath+"/skills/" + i13+"/priority",schemaPath:"#/properties/skills/items/properties/priority/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
if(typeof data126 == "number"){
if(data126 > 10 || isNaN(data126)){
const err204 = {instancePath:instancePath+"/skills/" + i13+"/priority",schemaPath:"#/properties/skills/items/properties/priority/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
if(data126 < 1 || isNaN(data126)){
const err205 = {instancePath:instancePath+"/skills/" + i13+"/priority",schemaPath:"#/properties/skills/items/properties/priority/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
}
}
if(data117.timeout !== undefined){
let data127 = data117.timeout;
if(!((typeof data127 == "number") && (!(data127 % 1) && !isNaN(data127)))){
const err206 = {instancePath:instancePath+"/skills/" + i13+"/timeout",schemaPath:"#/properties/skills/items/properties/timeout/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
if(typeof data127 == "number"){
if(data127 < 1 || isNaN(data127)){
const err207 = {instancePath:instancePath+"/skills/" + i13+"/timeout",schemaPath:"#/properties/skills/items/properties/timeout/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
}
}
if(data117.safety_score !== undefined){
let data128 = data117.safety_score;
if(typeof data128 == "number"){
if(data128 > 10 || isNaN(data128)){
const err208 = {instancePath:instancePath+"/skills/" + i13+"/safety_score",schemaPath:"#/properties/skills/items/properties/safety_score/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
if(data128 < 0 || isNaN(data128)){
const err209 = {instancePath:instancePath+"/skills/" + i13+"/safety_score",schemaPath:"#/properties/skills/items/properties/safety_score/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
}
else {
const err210 = {instancePath:instancePath+"/skills/" + i13+"/safety_score",schemaPath:"#/properties/skills/items/properties/safety_score/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
}
}
else {
const err211 = {instancePath:instancePath+"/skills/" + i13,schemaPath:"#/properties/skills/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
}
else {
const err212 = {instancePath:instancePath+"/skills",schemaPath:"#/properties/skills/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
}
if(data.apis !== undefined){
let data129 = data.apis;
if(Array.isArray(data129)){
const len16 = data129.length;
for(let i16=0; i16<len16; i16++){
let data130 = data129[i16];
if(data130 && typeof data130 == "object" && !Array.isArray(data130)){
if(data130.name === undefined){
const err213 = {instancePath:instancePath+"/apis/" + i16,schemaPath:"#/properties/apis/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
if(data130.base_url === undefined){
const err214 = {instancePath:instancePath+"/apis/" + i16,schemaPath:"#/properties/apis/items/required",keyword:"required",params:{missingProperty: "base_url"},message:"must have required property '"+"base_url"+"'"};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
for(const key14 in data130){
if(!(func1.call(schema31.properties.apis.items.properties, key14))){
const err215 = {instancePath:instancePath+"/apis/" + i16,schemaPath:"#/properties/apis/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
}
if(data130.name !== undefined){
if(typeof data130.name !== "string"){
const err216 = {instancePath:instancePath+"/apis/" + i16+"/name",schemaPath:"#/properties/apis/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
}
if(data130.base_url !== undefined){
if(!(typeof data130.base_url === "string")){
const err217 = {instancePath:instancePath+"/apis/" + i16+"/base_url",schemaPath:"#/properties/apis/items/properties/base_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
}
if(data130.description !== undefined){
if(typeof data130.description !== "string"){
const err218 = {instancePath:instancePath+"/apis/" + i16+"/description",schemaPath:"#/properties/apis/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
}
if(data130.version !== undefined){
if(typeof data130.version !== "string"){
const err219 = {instancePath:instancePath+"/apis/" + i16+"/version",schemaPath:"#/properties/apis/items/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
}
if(data130.auth !== undefined){
let data135 = data130.auth;
if(data135 && typeof data135 == "object" && !Array.isArray(data135)){
for(const key15 in data135){
if(!(((key15 === "type") || (key15 === "location")) || (key15 === "key_name"))){
const err220 = {instancePath:instancePath+"/apis/" + i16+"/auth",schemaPath:"#/properties/apis/items/properties/auth/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
}
if(data135.type !== undefined){
let data136 = data135.type;
if(typeof data136 !== "string"){
const err221 = {instancePath:instancePath+"/apis/" + i16+"/auth/type",schemaPath:"#/properties/apis/items/properties/auth/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
if(!(((((data136 === "bearer") || (data136 === "api_key")) || (data136 === "oauth2")) || (data136 === "basic")) || (data136 === "none"))){
const err222 = {instancePath:instancePath+"/apis/" + i16+"/auth/type",schemaPath:"#/properties/apis/items/properties/auth/properties/type/enum",keyword:"enum",params:{allowedValues: schema31.properties.apis.items.properties.auth.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
}
if(data135.location !== undefined){
let data137 = data135.location;
if(typeof data137 !== "string"){
const err223 = {instancePath:instancePath+"/apis/" + i16+"/auth/location",schemaPath:"#/properties/apis/items/properties/auth/properties/location/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
if(!(((data137 === "header") || (data137 === "query")) || (data137 === "body"))){
const err224 = {instancePath:instancePath+"/apis/" + i16+"/auth/location",schemaPath:"#/properties/apis/items/properties/auth/properties/location/enum",keyword:"enum",params:{allowedValues: schema31.properties.apis.items.properties.auth.properties.location.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
}
if(data135.key_name !== undefined){
if(typeof data135.key_name !== "string"){
const err225 = {instancePath:instancePath+"/apis/" + i16+"/auth/key_name",schemaPath:"#/properties/apis/items/properties/auth/properties/key_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
}
}
else {
const err226 = {instancePath:instancePath+"/apis/" + i16+"/auth",schemaPath:"#/properties/apis/items/properties/auth/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
}
if(data130.endpoints !== undefined){
let data139 = data130.endpoints;
if(Array.isArray(data139)){
const len17 = data139.length;
for(let i17=0; i17<len17; i17++){
let data140 = data139[i17];
if(data140 && typeof data140 == "object" && !Array.isArray(data140)){
for(const key16 in data140){
if(!((((key16 === "path") || (key16 === "method")) || (key16 === "description")) || (key16 === "parameters"))){
const err227 = {instancePath:instancePath+"/apis/" + i16+"/endpoints/" + i17,schemaPath:"#/properties/apis/items/properties/endpoints/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
}
if(data140.path !== undefined){
if(typeof data140.path !== "string"){
const err228 = {instancePath:instancePath+"/apis/" + i16+"/endpoints/" + i17+"/path",schemaPath:"#/properties/apis/items/properties/endpoints/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
}
if(data140.method !== undefined){
let data142 = data140.method;
if(typeof data142 !== "string"){
const err229 = {instancePath:instancePath+"/apis/" + i16+"/endpoints/" + i17+"/method",schemaPath:"#/properties/apis/items/properties/endpoints/items/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
if(!(((((data142 === "GET") || (data142 === "POST")) || (data142 === "PUT")) || (data142 === "DELETE")) || (data142 === "PATCH"))){
const err230 = {instancePath:instancePath+"/apis/" + i16+"/endpoints/" + i17+"/method",schemaPath:"#/properties/apis/items/properties/endpoints/items/properties/method/enum",keyword:"enum",params:{allowedValues: schema31.properties.apis.items.properties.endpoints.items.properties.method.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
}
if(data140.description !== undefined){
if(typeof data140.description !== "string"){
const err231 = {instancePath:instancePath+"/apis/" + i16+"/endpoints/" + i17+"/description",schemaPath:"#/properties/apis/items/properties/endpoints/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
}
if(data140.parameters !== undefined){
let data144 = data140.parameters;
if(Array.isArray(data144)){
const len18 = data144.length;
for(let i18=0; i18<len18; i18++){
let data145 = data144[i18];
if(data145 && typeof data145 == "object" && !Array.isArray(data145)){
}
else {
const err232 = {instancePath:instancePath+"/apis/" + i16+"/endpoints/" + i17+"/parameters/" + i18,schemaPath:"#/properties/apis/items/properties/endpoints/items/properties/parameters/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
}
}
else {
const err233 = {instancePath:instancePath+"/apis/" + i16+"/endpoints/" + i17+"/parameters",schemaPath:"#/properties/apis/items/properties/endpoints/items/properties/parameters/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
}
}
else {
const err234 = {instancePath:instancePath+"/apis/" + i16+"/endpoints/" + i17,schemaPath:"#/properties/apis/items/properties/endpoints/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
}
}
else {
const err235 = {instancePath:instancePath+"/apis/" + i16+"/endpoints",schemaPath:"#/properties/apis/items/properties/endpoints/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
}
if(data130.rate_limit !== undefined){
let data146 = data130.rate_limit;
if(data146 && typeof data146 == "object" && !Array.isArray(data146)){
for(const key17 in data146){
if(!((key17 === "requests") || (key17 === "period"))){
const err236 = {instancePath:instancePath+"/apis/" + i16+"/rate_limit",schemaPath:"#/properties/apis/items/properties/rate_limit/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
}
if(data146.requests !== undefined){
let data147 = data146.requests;
if(!((typeof data147 == "number") && (!(data147 % 1) && !isNaN(data147)))){
const err237 = {instancePath:instancePath+"/apis/" + i16+"/rate_limit/requests",schemaPath:"#/properties/apis/items/properties/rate_limit/properties/requests/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
if(typeof data147 == "number"){
if(data147 < 1 || isNaN(data147)){
const err238 = {instancePath:instancePath+"/apis/" + i16+"/rate_limit/requests",schemaPath:"#/properties/apis/items/properties/rate_limit/properties/requests/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
}
}
if(data146.period !== undefined){
let data148 = data146.period;
if(!((typeof data148 == "number") && (!(data148 % 1) && !isNaN(data148)))){
const err239 = {instancePath:instancePath+"/apis/" + i16+"/rate_limit/period",schemaPath:"#/properties/apis/items/properties/rate_limit/properties/period/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
if(typeof data148 == "number"){
if(data148 < 1 || isNaN(data148)){
const err240 = {instancePath:instancePath+"/apis/" + i16+"/rate_limit/period",schemaPath:"#/properties/apis/items/properties/rate_limit/properties/period/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
}
}
}
else {
const err241 = {instancePath:instancePath+"/apis/" + i16+"/rate_limit",schemaPath:"#/properties/apis/items/properties/rate_limit/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
}
if(data130.timeout !== undefined){
let data149 = data130.timeout;
if(!((typeof data149 == "number") && (!(data149 % 1) && !isNaN(data149)))){
const err242 = {instancePath:instancePath+"/apis/" + i16+"/timeout",schemaPath:"#/properties/apis/items/properties/timeout/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
if(typeof data149 == "number"){
if(data149 < 1 || isNaN(data149)){
const err243 = {instancePath:instancePath+"/apis/" + i16+"/timeout",schemaPath:"#/properties/apis/items/properties/timeout/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
}
}
if(data130.retry !== undefined){
let data150 = data130.retry;
if(data150 && typeof data150 == "object" && !Array.isArray(data150)){
for(const key18 in data150){
if(!((key18 === "max_attempts") || (key18 === "backoff"))){
const err244 = {instancePath:instancePath+"/apis/" + i16+"/retry",schemaPath:"#/properties/apis/items/properties/retry/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
}
if(data150.max_attempts !== undefined){
let data151 = data150.max_attempts;
if(!((typeof data151 == "number") && (!(data151 % 1) && !isNaN(data151)))){
const err245 = {instancePath:instancePath+"/apis/" + i16+"/retry/max_attempts",schemaPath:"#/properties/apis/items/properties/retry/properties/max_attempts/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
if(typeof data151 == "number"){
if(data151 < 1 || isNaN(data151)){
const err246 = {instancePath:instancePath+"/apis/" + i16+"/retry/max_attempts",schemaPath:"#/properties/apis/items/properties/retry/properties/max_attempts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
}
}
if(data150.backoff !== undefined){
let data152 = data150.backoff;
if(typeof data152 !== "string"){
const err247 = {instancePath:instancePath+"/apis/" + i16+"/retry/backoff",schemaPath:"#/properties/apis/items/properties/retry/properties/backoff/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
if(!(((data152 === "exponential") || (data152 === "linear")) || (data152 === "constant"))){
const err248 = {instancePath:instancePath+"/apis/" + i16+"/retry/backoff",schemaPath:"#/properties/apis/items/properties/retry/properties/backoff/enum",keyword:"enum",params:{allowedValues: schema31.properties.apis.items.properties.retry.properties.backoff.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
}
}
else {
const err249 = {instancePath:instancePath+"/apis/" + i16+"/retry",schemaPath:"#/properties/apis/items/properties/retry/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
}
}
else {
const err250 = {instancePath:instancePath+"/apis/" + i16,schemaPath:"#/properties/apis/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
}
}
else {
const err251 = {instancePath:instancePath+"/apis",schemaPath:"#/properties/apis/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
}
if(data.mcp !== undefined){
let data153 = data.mcp;
if(data153 && typeof data153 == "object" && !Array.isArray(data153)){
for(const key19 in data153){
if(!((key19 === "servers") || (key19 === "prompts"))){
const err252 = {instancePath:instancePath+"/mcp",schemaPath:"#/properties/mcp/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
}
if(data153.servers !== undefined){
let data154 = data153.servers;
if(Array.isArray(data154)){
const len19 = data154.length;
for(let i19=0; i19<len19; i19++){
let data155 = data154[i19];
if(data155 && typeof data155 == "object" && !Array.isArray(data155)){
if(data155.name === undefined){
const err253 = {instancePath:instancePath+"/mcp/servers/" + i19,schemaPath:"#/properties/mcp/properties/servers/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
if(data155.command === undefined){
const err254 = {instancePath:instancePath+"/mcp/servers/" + i19,schemaPath:"#/properties/mcp/properties/servers/items/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
for(const key20 in data155){
if(!((((((((key20 === "name") || (key20 === "command")) || (key20 === "args")) || (key20 === "env")) || (key20 === "description")) || (key20 === "capabilities")) || (key20 === "timeout")) || (key20 === "auto_start"))){
const err255 = {instancePath:instancePath+"/mcp/servers/" + i19,schemaPath:"#/properties/mcp/properties/servers/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
}
if(data155.name !== undefined){
if(typeof data155.name !== "string"){
const err256 = {instancePath:instancePath+"/mcp/servers/" + i19+"/name",schemaPath:"#/properties/mcp/properties/servers/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
}
if(data155.command !== undefined){
if(typeof data155.command !== "string"){
const err257 = {instancePath:instancePath+"/mcp/servers/" + i19+"/command",schemaPath:"#/properties/mcp/properties/servers/items/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
}
if(data155.args !== undefined){
let data158 = data155.args;
if(Array.isArray(data158)){
const len20 = data158.length;
for(let i20=0; i20<len20; i20++){
if(typeof data158[i20] !== "string"){
const err258 = {instancePath:instancePath+"/mcp/servers/" + i19+"/args/" + i20,schemaPath:"#/properties/mcp/properties/servers/items/properties/args/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
}
}
else {
const err259 = {instancePath:instancePath+"/mcp/servers/" + i19+"/args",schemaPath:"#/properties/mcp/properties/servers/items/properties/args/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
}
if(data155.env !== undefined){
let data160 = data155.env;
if(data160 && typeof data160 == "object" && !Array.isArray(data160)){
for(const key21 in data160){
if(typeof data160[key21] !== "string"){
const err260 = {instancePath:instancePath+"/mcp/servers/" + i19+"/env/" + key21.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcp/properties/servers/items/properties/env/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
}
}
else {
const err261 = {instancePath:instancePath+"/mcp/servers/" + i19+"/env",schemaPath:"#/properties/mcp/properties/servers/items/properties/env/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
}
if(data155.description !== undefined){
if(typeof data155.description !== "string"){
const err262 = {instancePath:instancePath+"/mcp/servers/" + i19+"/description",schemaPath:"#/properties/mcp/properties/servers/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
}
if(data155.capabilities !== undefined){
let data163 = data155.capabilities;
if(Array.isArray(data163)){
const len21 = data163.length;
for(let i21=0; i21<len21; i21++){
if(typeof data163[i21] !== "string"){
const err263 = {instancePath:instancePath+"/mcp/servers/" + i19+"/capabilities/" + i21,schemaPath:"#/properties/mcp/properties/servers/items/properties/capabilities/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
}
}
else {
const err264 = {instancePath:instancePath+"/mcp/servers/" + i19+"/capabilities",schemaPath:"#/properties/mcp/properties/servers/items/properties/capabilities/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
}
if(data155.timeout !== undefined){
let data165 = data155.timeout;
if(!((typeof data165 == "number") && (!(data165 % 1) && !isNaN(data165)))){
const err265 = {instancePath:instancePath+"/mcp/servers/" + i19+"/timeout",schemaPath:"#/properties/mcp/properties/servers/items/properties/timeout/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
if(typeof data165 == "number"){
if(data165 < 1 || isNaN(data165)){
const err266 = {instancePath:instancePath+"/mcp/servers/" + i19+"/timeout",schemaPath:"#/properties/mcp/properties/servers/items/properties/timeout/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
}
}
if(data155.auto_start !== undefined){
if(typeof data155.auto_start !== "boolean"){
const err267 = {instancePath:instancePath+"/mcp/servers/" + i19+"/auto_start",schemaPath:"#/properties/mcp/properties/servers/items/properties/auto_start/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
}
}
else {
const err268 = {instancePath:instancePath+"/mcp/servers/" + i19,schemaPath:"#/properties/mcp/properties/servers/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
}
}
else {
const err269 = {instancePath:instancePath+"/mcp/servers",schemaPath:"#/properties/mcp/properties/servers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
}
if(data153.prompts !== undefined){
let data167 = data153.prompts;
if(Array.isArray(data167)){
const len22 = data167.length;
for(let i22=0; i22<len22; i22++){
let data168 = data167[i22];
if(data168 && typeof data168 == "object" && !Array.isArray(data168)){
if(data168.name === undefined){
const err270 = {instancePath:instancePath+"/mcp/prompts/" + i22,schemaPath:"#/properties/mcp/properties/prompts/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
for(const key22 in data168){
if(!((key22 === "name") || (key22 === "description"))){
const err271 = {instancePath:instancePath+"/mcp/prompts/" + i22,schemaPath:"#/properties/mcp/properties/prompts/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key22},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
}
if(data168.name !== undefined){
if(typeof data168.name !== "string"){
const err272 = {instancePath:instancePath+"/mcp/prompts/" + i22+"/name",schemaPath:"#/properties/mcp/properties/prompts/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
}
if(data168.description !== undefined){
if(typeof data168.description !== "string"){
const err273 = {instancePath:instancePath+"/mcp/prompts/" + i22+"/description",schemaPath:"#/properties/mcp/properties/prompts/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
}
}
else {
const err274 = {instancePath:instancePath+"/mcp/prompts/" + i22,schemaPath:"#/properties/mcp/properties/prompts/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
}
}
else {
const err275 = {instancePath:instancePath+"/mcp/prompts",schemaPath:"#/properties/mcp/properties/prompts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
}
}
else {
const err276 = {instancePath:instancePath+"/mcp",schemaPath:"#/properties/mcp/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
}
if(data.memory !== undefined){
let data171 = data.memory;
if(data171 && typeof data171 == "object" && !Array.isArray(data171)){
for(const key23 in data171){
if(!((((key23 === "episodic") || (key23 === "semantic")) || (key23 === "procedural")) || (key23 === "persistence"))){
const err277 = {instancePath:instancePath+"/memory",schemaPath:"#/properties/memory/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key23},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
}
if(data171.episodic !== undefined){
let data172 = data171.episodic;
if(data172 && typeof data172 == "object" && !Array.isArray(data172)){
for(const key24 in data172){
if(!((((key24 === "enabled") || (key24 === "max_messages")) || (key24 === "retention_days")) || (key24 === "storage"))){
const err278 = {instancePath:instancePath+"/memory/episodic",schemaPath:"#/properties/memory/properties/episodic/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key24},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
}
if(data172.enabled !== undefined){
if(typeof data172.enabled !== "boolean"){
const err279 = {instancePath:instancePath+"/memory/episodic/enabled",schemaPath:"#/properties/memory/properties/episodic/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
}
if(data172.max_messages !== undefined){
let data174 = data172.max_messages;
if(!((typeof data174 == "number") && (!(data174 % 1) && !isNaN(data174)))){
const err280 = {instancePath:instancePath+"/memory/episodic/max_messages",schemaPath:"#/properties/memory/properties/episodic/properties/max_messages/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
if(typeof data174 == "number"){
if(data174 < 1 || isNaN(data174)){
const err281 = {instancePath:instancePath+"/memory/episodic/max_messages",schemaPath:"#/properties/memory/properties/episodic/properties/max_messages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
}
}
if(data172.retention_days !== undefined){
let data175 = data172.retention_days;
if(!((typeof data175 == "number") && (!(data175 % 1) && !isNaN(data175)))){
const err282 = {instancePath:instancePath+"/memory/episodic/retention_days",schemaPath:"#/properties/memory/properties/episodic/properties/retention_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
if(typeof data175 == "number"){
if(data175 < 1 || isNaN(data175)){
const err283 = {instancePath:instancePath+"/memory/episodic/retention_days",schemaPath:"#/properties/memory/properties/episodic/properties/retention_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
}
}
if(data172.storage !== undefined){
let data176 = data172.storage;
if(typeof data176 !== "string"){
const err284 = {instancePath:instancePath+"/memory/episodic/storage",schemaPath:"#/properties/memory/properties/episodic/properties/storage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
if(!((((data176 === "local") || (data176 === "cloud")) || (data176 === "vector_db")) || (data176 === "database"))){
const err285 = {instancePath:instancePath+"/memory/episodic/storage",schemaPath:"#/properties/memory/properties/episodic/properties/storage/enum",keyword:"enum",params:{allowedValues: schema31.properties.memory.properties.episodic.properties.storage.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
}
}
else {
const err286 = {instancePath:instancePath+"/memory/episodic",schemaPath:"#/properties/memory/properties/episodic/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
}
if(data171.semantic !== undefined){
let data177 = data171.semantic;
if(data177 && typeof data177 == "object" && !Array.isArray(data177)){
for(const key25 in data177){
if(!(((((key25 === "enabled") || (key25 === "embedding_model")) || (key25 === "vector_db")) || (key25 === "similarity_threshold")) || (key25 === "max_results"))){
const err287 = {instancePath:instancePath+"/memory/semantic",schemaPath:"#/properties/memory/properties/semantic/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key25},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
}
if(data177.enabled !== undefined){
if(typeof data177.enabled !== "boolean"){
const err288 = {instancePath:instancePath+"/memory/semantic/enabled",schemaPath:"#/properties/memory/properties/semantic/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
}
if(data177.embedding_model !== undefined){
if(typeof data177.embedding_model !== "string"){
const err289 = {instancePath:instancePath+"/memory/semantic/embedding_model",schemaPath:"#/properties/memory/properties/semantic/properties/embedding_model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
}
if(data177.vector_db !== undefined){
if(typeof data177.vector_db !== "string"){
const err290 = {instancePath:instancePath+"/memory/semantic/vector_db",schemaPath:"#/properties/memory/properties/semantic/properties/vector_db/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
}
}
if(data177.similarity_threshold !== undefined){
let data181 = data177.similarity_threshold;
if(typeof data181 == "number"){
if(data181 > 1 || isNaN(data181)){
const err291 = {instancePath:instancePath+"/memory/semantic/similarity_threshold",schemaPath:"#/properties/memory/properties/semantic/properties/similarity_threshold/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
if(data181 < 0 || isNaN(data181)){
const err292 = {instancePath:instancePath+"/memory/semantic/similarity_threshold",schemaPath:"#/properties/memory/properties/semantic/properties/similarity_threshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
}
else {
const err293 = {instancePath:instancePath+"/memory/semantic/similarity_threshold",schemaPath:"#/properties/memory/properties/semantic/properties/similarity_threshold/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
}
if(data177.max_results !== undefined){
let data182 = data177.max_results;
if(!((typeof data182 == "number") && (!(data182 % 1) && !isNaN(data182)))){
const err294 = {instancePath:instancePath+"/memory/semantic/max_results",schemaPath:"#/properties/memory/properties/semantic/properties/max_results/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
}
errors++;
}
if(typeof data182 == "number"){
if(data182 < 1 || isNaN(data182)){
const err295 = {instancePath:instancePath+"/memory/semantic/max_results",schemaPath:"#/properties/memory/properties/semantic/properties/max_results/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
}
}
}
else {
const err296 = {instancePath:instancePath+"/memory/semantic",schemaPath:"#/properties/memory/properties/semantic/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err296];
}
else {
vErrors.push(err296);
}
errors++;
}
}
if(data171.procedural !== undefined){
let data183 = data171.procedural;
if(data183 && typeof data183 == "object" && !Array.isArray(data183)){
for(const key26 in data183){
if(!(((key26 === "enabled") || (key26 === "storage")) || (key26 === "max_workflows"))){
const err297 = {instancePath:instancePath+"/memory/procedural",schemaPath:"#/properties/memory/properties/procedural/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key26},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
}
if(data183.enabled !== undefined){
if(typeof data183.enabled !== "boolean"){
const err298 = {instancePath:instancePath+"/memory/procedural/enabled",schemaPath:"#/properties/memory/properties/procedural/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
}
if(data183.storage !== undefined){
if(typeof data183.storage !== "string"){
const err299 = {instancePath:instancePath+"/memory/procedural/storage",schemaPath:"#/properties/memory/properties/procedural/properties/storage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err299];
}
else {
vErrors.push(err299);
}
errors++;
}
}
if(data183.max_workflows !== undefined){
let data186 = data183.max_workflows;
if(!((typeof data186 == "number") && (!(data186 % 1) && !isNaN(data186)))){
const err300 = {instancePath:instancePath+"/memory/procedural/max_workflows",schemaPath:"#/properties/memory/properties/procedural/properties/max_workflows/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
}
if(typeof data186 == "number"){
if(data186 < 1 || isNaN(data186)){
const err301 = {instancePath:instancePath+"/memory/procedural/max_workflows",schemaPath:"#/properties/memory/properties/procedural/properties/max_workflows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err301];
}
else {
vErrors.push(err301);
}
errors++;
}
}
}
}
else {
const err302 = {instancePath:instancePath+"/memory/procedural",schemaPath:"#/properties/memory/properties/procedural/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err302];
}
else {
vErrors.push(err302);
}
errors++;
}
}
if(data171.persistence !== undefined){
let data187 = data171.persistence;
if(data187 && typeof data187 == "object" && !Array.isArray(data187)){
for(const key27 in data187){
if(!(((key27 === "enabled") || (key27 === "backend")) || (key27 === "config"))){
const err303 = {instancePath:instancePath+"/memory/persistence",schemaPath:"#/properties/memory/properties/persistence/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key27},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
}
errors++;
}
}
if(data187.enabled !== undefined){
if(typeof data187.enabled !== "boolean"){
const err304 = {instancePath:instancePath+"/memory/persistence/enabled",schemaPath:"#/properties/memory/properties/persistence/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err304];
}
else {
vErrors.push(err304);
}
errors++;
}
}
if(data187.backend !== undefined){
let data189 = data187.backend;
if(typeof data189 !== "string"){
const err305 = {instancePath:instancePath+"/memory/persistence/backend",schemaPath:"#/properties/memory/properties/persistence/properties/backend/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
}
errors++;
}
if(!((((((data189 === "file") || (data189 === "database")) || (data189 === "redis")) || (data189 === "s3")) || (data189 === "postgresql")) || (data189 === "sqlite"))){
const err306 = {instancePath:instancePath+"/memory/persistence/backend",schemaPath:"#/properties/memory/properties/persistence/properties/backend/enum",keyword:"enum",params:{allowedValues: schema31.properties.memory.properties.persistence.properties.backend.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err306];
}
else {
vErrors.push(err306);
}
errors++;
}
}
if(data187.config !== undefined){
let data190 = data187.config;
if(data190 && typeof data190 == "object" && !Array.isArray(data190)){
}
else {
const err307 = {instancePath:instancePath+"/memory/persistence/config",schemaPath:"#/properties/memory/properties/persistence/properties/config/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err307];
}
else {
vErrors.push(err307);
}
errors++;
}
}
}
else {
const err308 = {instancePath:instancePath+"/memory/persistence",schemaPath:"#/properties/memory/properties/persistence/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err308];
}
else {
vErrors.push(err308);
}
errors++;
}
}
}
else {
const err309 = {instancePath:instancePath+"/memory",schemaPath:"#/properties/memory/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err309];
}
else {
vErrors.push(err309);
}
errors++;
}
}
if(data.economics !== undefined){
let data191 = data.economics;
if(data191 && typeof data191 == "object" && !Array.isArray(data191)){
if(data191.wallets !== undefined){
let data192 = data191.wallets;
if(Array.isArray(data192)){
const len23 = data192.length;
for(let i23=0; i23<len23; i23++){
let data193 = data192[i23];
if(data193 && typeof data193 == "object" && !Array.isArray(data193)){
if(data193.chain === undefined){
const err310 = {instancePath:instancePath+"/economics/wallets/" + i23,schemaPath:"#/properties/economics/properties/wallets/items/required",keyword:"required",params:{missingProperty: "chain"},message:"must have required property '"+"chain"+"'"};
if(vErrors === null){
vErrors = [err310];
}
else {
vErrors.push(err310);
}
errors++;
}
if(data193.address === undefined){
const err311 = {instancePath:instancePath+"/economics/wallets/" + i23,schemaPath:"#/properties/economics/properties/wallets/items/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err311];
}
else {
vErrors.push(err311);
}
errors++;
}
if(data193.chain !== undefined){
let data194 = data193.chain;
if(typeof data194 !== "string"){
const err312 = {instancePath:instancePath+"/economics/wallets/" + i23+"/chain",schemaPath:"#/properties/economics/properties/wallets/items/properties/chain/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err312];
}
else {
vErrors.push(err312);
}
errors++;
}
if(!((((data194 === "base") || (data194 === "solana")) || (data194 === "arbitrum")) || (data194 === "pi-mainnet"))){
const err313 = {instancePath:instancePath+"/economics/wallets/" + i23+"/chain",schemaPath:"#/properties/economics/properties/wallets/items/properties/chain/enum",keyword:"enum",params:{allowedValues: schema31.properties.economics.properties.wallets.items.properties.chain.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err313];
}
else {
vErrors.push(err313);
}
errors++;
}
}
if(data193.address !== undefined){
if(typeof data193.address !== "string"){
const err314 = {instancePath:instancePath+"/economics/wallets/" + i23+"/address",schemaPath:"#/properties/economics/properties/wallets/items/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err314];
}
else {
vErrors.push(err314);
}
errors++;
}
}
if(data193.provider !== undefined){
let data196 = data193.provider;
if(typeof data196 !== "string"){
const err315 = {instancePath:instancePath+"/economics/wallets/" + i23+"/provider",schemaPath:"#/properties/economics/properties/wallets/items/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err315];
}
else {
vErrors.push(err315);
}
errors++;
}
if(!(((data196 === "coinbase-agentkit") || (data196 === "stripe-agent-wallet")) || (data196 === "generic"))){
const err316 = {instancePath:instancePath+"/economics/wallets/" + i23+"/provider",schemaPath:"#/properties/economics/properties/wallets/items/properties/provider/enum",keyword:"enum",params:{allowedValues: schema31.properties.economics.properties.wallets.items.properties.provider.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err316];
}
else {
vErrors.push(err316);
}
errors++;
}
}
if(data193.tee_secured !== undefined){
if(typeof data193.tee_secured !== "boolean"){
const err317 = {instancePath:instancePath+"/economics/wallets/" + i23+"/tee_secured",schemaPath:"#/properties/economics/properties/wallets/items/properties/tee_secured/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err317];
}
else {
vErrors.push(err317);
}
errors++;
}
}
if(data193.x402_endpoint !== undefined){
if(!(typeof data193.x402_endpoint === "string")){
const err318 = {instancePath:instancePath+"/economics/wallets/" + i23+"/x402_endpoint",schemaPath:"#/properties/economics/properties/wallets/items/properties/x402_endpoint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err318];
}
else {
vErrors.push(err318);
}
errors++;
}
}
}
else {
const err319 = {instancePath:instancePath+"/economics/wallets/" + i23,schemaPath:"#/properties/economics/properties/wallets/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err319];
}
else {
vErrors.push(err319);
}
errors++;
}
}
}
else {
const err320 = {instancePath:instancePath+"/economics/wallets",schemaPath:"#/properties/economics/properties/wallets/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err320];
}
else {
vErrors.push(err320);
}
errors++;
}
}
if(data191.payment_gateways !== undefined){
let data199 = data191.payment_gateways;
if(data199 && typeof data199 == "object" && !Array.isArray(data199)){
for(const key28 in data199){
if(!(((key28 === "stripe_acp") || (key28 === "paypal_ap2")) || (key28 === "x402"))){
const err321 = {instancePath:instancePath+"/economics/payment_gateways",schemaPath:"#/properties/economics/properties/payment_gateways/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key28},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err321];
}
else {
vErrors.push(err321);
}
errors++;
}
}
if(data199.stripe_acp !== undefined){
let data200 = data199.stripe_acp;
if(data200 && typeof data200 == "object" && !Array.isArray(data200)){
if(data200.enabled !== undefined){
if(typeof data200.enabled !== "boolean"){
const err322 = {instancePath:instancePath+"/economics/payment_gateways/stripe_acp/enabled",schemaPath:"#/properties/economics/properties/payment_gateways/properties/stripe_acp/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err322];
}
else {
vErrors.push(err322);
}
errors++;
}
}
if(data200.merchant_id !== undefined){
if(typeof data200.merchant_id !== "string"){
const err323 = {instancePath:instancePath+"/economics/payment_gateways/stripe_acp/merchant_id",schemaPath:"#/properties/economics/properties/payment_gateways/properties/stripe_acp/properties/merchant_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err323];
}
else {
vErrors.push(err323);
}
errors++;
}
}
if(data200.spt_supported !== undefined){
if(typeof data200.spt_supported !== "boolean"){
const err324 = {instancePath:instancePath+"/economics/payment_gateways/stripe_acp/spt_supported",schemaPath:"#/properties/economics/properties/payment_gateways/properties/stripe_acp/properties/spt_supported/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err324];
}
else {
vErrors.push(err324);
}
errors++;
}
}
}
else {
const err325 = {instancePath:instancePath+"/economics/payment_gateways/stripe_acp",schemaPath:"#/properties/economics/properties/payment_gateways/properties/stripe_acp/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err325];
}
else {
vErrors.push(err325);
}
errors++;
}
}
if(data199.paypal_ap2 !== undefined){
let data204 = data199.paypal_ap2;
if(data204 && typeof data204 == "object" && !Array.isArray(data204)){
if(data204.enabled !== undefined){
if(typeof data204.enabled !== "boolean"){
const err326 = {instancePath:instancePath+"/economics/payment_gateways/paypal_ap2/enabled",schemaPath:"#/properties/economics/properties/payment_gateways/properties/paypal_ap2/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err326];
}
else {
vErrors.push(err326);
}
errors++;
}
}
if(data204.mandate_id !== undefined){
if(typeof data204.mandate_id !== "string"){
const err327 = {instancePath:instancePath+"/economics/payment_gateways/paypal_ap2/mandate_id",schemaPath:"#/properties/economics/properties/payment_gateways/properties/paypal_ap2/properties/mandate_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err327];
}
else {
vErrors.push(err327);
}
errors++;
}
}
}
else {
const err328 = {instancePath:instancePath+"/economics/payment_gateways/paypal_ap2",schemaPath:"#/properties/economics/properties/payment_gateways/properties/paypal_ap2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err328];
}
else {
vErrors.push(err328);
}
errors++;
}
}
if(data199.x402 !== undefined){
let data207 = data199.x402;
if(data207 && typeof data207 == "object" && !Array.isArray(data207)){
if(data207.enabled !== undefined){
if(typeof data207.enabled !== "boolean"){
const err329 = {instancePath:instancePath+"/economics/payment_gateways/x402/enabled",schemaPath:"#/properties/economics/properties/payment_gateways/properties/x402/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err329];
}
else {
vErrors.push(err329);
}
errors++;
}
}
if(data207.preferred_stablecoin !== undefined){
if(typeof data207.preferred_stablecoin !== "string"){
const err330 = {instancePath:instancePath+"/economics/payment_gateways/x402/preferred_stablecoin",schemaPath:"#/properties/economics/properties/payment_gateways/properties/x402/properties/preferred_stablecoin/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err330];
}
else {
vErrors.push(err330);
}
errors++;
}
}
}
else {
const err331 = {instancePath:instancePath+"/economics/payment_gateways/x402",schemaPath:"#/properties/economics/properties/payment_gateways/properties/x402/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err331];
}
else {
vErrors.push(err331);
}
errors++;
}
}
}
else {
const err332 = {instancePath:instancePath+"/economics/payment_gateways",schemaPath:"#/properties/economics/properties/payment_gateways/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err332];
}
else {
vErrors.push(err332);
}
errors++;
}
}
if(data191.delegation !== undefined){
let data210 = data191.delegation;
if(data210 && typeof data210 == "object" && !Array.isArray(data210)){
if(data210.allow_recursive !== undefined){
if(typeof data210.allow_recursive !== "boolean"){
const err333 = {instancePath:instancePath+"/economics/delegation/allow_recursive",schemaPath:"#/properties/economics/properties/delegation/properties/allow_recursive/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err333];
}
else {
vErrors.push(err333);
}
errors++;
}
}
if(data210.max_depth !== undefined){
let data212 = data210.max_depth;
if(!((typeof data212 == "number") && (!(data212 % 1) && !isNaN(data212)))){
const err334 = {instancePath:instancePath+"/economics/delegation/max_depth",schemaPath:"#/properties/economics/properties/delegation/properties/max_depth/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err334];
}
else {
vErrors.push(err334);
}
errors++;
}
}
if(data210.max_spend_per_delegate !== undefined){
let data213 = data210.max_spend_per_delegate;
if(data213 && typeof data213 == "object" && !Array.isArray(data213)){
if(data213.amount !== undefined){
if(!(typeof data213.amount == "number")){
const err335 = {instancePath:instancePath+"/economics/delegation/max_spend_per_delegate/amount",schemaPath:"#/properties/economics/properties/delegation/properties/max_spend_per_delegate/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err335];
}
else {
vErrors.push(err335);
}
errors++;
}
}
if(data213.currency !== undefined){
if(typeof data213.currency !== "string"){
const err336 = {instancePath:instancePath+"/economics/delegation/max_spend_per_delegate/currency",schemaPath:"#/properties/economics/properties/delegation/properties/max_spend_per_delegate/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err336];
}
else {
vErrors.push(err336);
}
errors++;
}
}
}
else {
const err337 = {instancePath:instancePath+"/economics/delegation/max_spend_per_delegate",schemaPath:"#/properties/economics/properties/delegation/properties/max_spend_per_delegate/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err337];
}
else {
vErrors.push(err337);
}
errors++;
}
}
}
else {
const err338 = {instancePath:instancePath+"/economics/delegation",schemaPath:"#/properties/economics/properties/delegation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err338];
}
else {
vErrors.push(err338);
}
errors++;
}
}
if(data191.treasury !== undefined){
let data216 = data191.treasury;
if(data216 && typeof data216 == "object" && !Array.isArray(data216)){
if(data216.auto_yield_staking !== undefined){
if(typeof data216.auto_yield_staking !== "boolean"){
const err339 = {instancePath:instancePath+"/economics/treasury/auto_yield_staking",schemaPath:"#/properties/economics/properties/treasury/properties/auto_yield_staking/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err339];
}
else {
vErrors.push(err339);
}
errors++;
}
}
if(data216.preferred_yield_source !== undefined){
if(typeof data216.preferred_yield_source !== "string"){
const err340 = {instancePath:instancePath+"/economics/treasury/preferred_yield_source",schemaPath:"#/properties/economics/properties/treasury/properties/preferred_yield_source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err340];
}
else {
vErrors.push(err340);
}
errors++;
}
}
if(data216.flash_loan_arbitrage_enabled !== undefined){
if(typeof data216.flash_loan_arbitrage_enabled !== "boolean"){
const err341 = {instancePath:instancePath+"/economics/treasury/flash_loan_arbitrage_enabled",schemaPath:"#/properties/economics/properties/treasury/properties/flash_loan_arbitrage_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err341];
}
else {
vErrors.push(err341);
}
errors++;
}
}
}
else {
const err342 = {instancePath:instancePath+"/economics/treasury",schemaPath:"#/properties/economics/properties/treasury/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err342];
}
else {
vErrors.push(err342);
}
errors++;
}
}
if(data191.pricing_model !== undefined){
if(typeof data191.pricing_model !== "string"){
const err343 = {instancePath:instancePath+"/economics/pricing_model",schemaPath:"#/properties/economics/properties/pricing_model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err343];
}
else {
vErrors.push(err343);
}
errors++;
}
}
if(data191.currency !== undefined){
if(typeof data191.currency !== "string"){
const err344 = {instancePath:instancePath+"/economics/currency",schemaPath:"#/properties/economics/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err344];
}
else {
vErrors.push(err344);
}
errors++;
}
}
if(data191.token !== undefined){
if(typeof data191.token !== "string"){
const err345 = {instancePath:instancePath+"/economics/token",schemaPath:"#/properties/economics/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err345];
}
else {
vErrors.push(err345);
}
errors++;
}
}
if(data191.pi_smart_contract !== undefined){
let data223 = data191.pi_smart_contract;
if(data223 && typeof data223 == "object" && !Array.isArray(data223)){
if(data223.address === undefined){
const err346 = {instancePath:instancePath+"/economics/pi_smart_contract",schemaPath:"#/properties/economics/properties/pi_smart_contract/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err346];
}
else {
vErrors.push(err346);
}
errors++;
}
if(data223.network === undefined){
const err347 = {instancePath:instancePath+"/economics/pi_smart_contract",schemaPath:"#/properties/economics/properties/pi_smart_contract/required",keyword:"required",params:{missingProperty: "network"},message:"must have required property '"+"network"+"'"};
if(vErrors === null){
vErrors = [err347];
}
else {
vErrors.push(err347);
}
errors++;
}
for(const key29 in data223){
if(!((((key29 === "address") || (key29 === "network")) || (key29 === "escrow_enabled")) || (key29 === "abi_url"))){
const err348 = {instancePath:instancePath+"/economics/pi_smart_contract",schemaPath:"#/properties/economics/properties/pi_smart_contract/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key29},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err348];
}
else {
vErrors.push(err348);
}
errors++;
}
}
if(data223.address !== undefined){
if(typeof data223.address !== "string"){
const err349 = {instancePath:instancePath+"/economics/pi_smart_contract/address",schemaPath:"#/properties/economics/properties/pi_smart_contract/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err349];
}
else {
vErrors.push(err349);
}
errors++;
}
}
if(data223.network !== undefined){
let data225 = data223.network;
if(typeof data225 !== "string"){
const err350 = {instancePath:instancePath+"/economics/pi_smart_contract/network",schemaPath:"#/properties/economics/properties/pi_smart_contract/properties/network/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err350];
}
else {
vErrors.push(err350);
}
errors++;
}
if(!(((data225 === "mainnet") || (data225 === "testnet")) || (data225 === "sandbox"))){
const err351 = {instancePath:instancePath+"/economics/pi_smart_contract/network",schemaPath:"#/properties/economics/properties/pi_smart_contract/properties/network/enum",keyword:"enum",params:{allowedValues: schema31.properties.economics.properties.pi_smart_contract.properties.network.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err351];
}
else {
vErrors.push(err351);
}
errors++;
}
}
if(data223.escrow_enabled !== undefined){
if(typeof data223.escrow_enabled !== "boolean"){
const err352 = {instancePath:instancePath+"/economics/pi_smart_contract/escrow_enabled",schemaPath:"#/properties/economics/properties/pi_smart_contract/properties/escrow_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err352];
}
else {
vErrors.push(err352);
}
errors++;
}
}
if(data223.abi_url !== undefined){
if(!(typeof data223.abi_url === "string")){
const err353 = {instancePath:instancePath+"/economics/pi_smart_contract/abi_url",schemaPath:"#/properties/economics/properties/pi_smart_contract/properties/abi_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err353];
}
else {
vErrors.push(err353);
}
errors++;
}
}
}
else {
const err354 = {instancePath:instancePath+"/economics/pi_smart_contract",schemaPath:"#/properties/economics/properties/pi_smart_contract/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err354];
}
else {
vErrors.push(err354);
}
errors++;
}
}
if(data191.pricing !== undefined){
let data228 = data191.pricing;
if(data228 && typeof data228 == "object" && !Array.isArray(data228)){
for(const key30 in data228){
if(!((((key30 === "model") || (key30 === "cost_per_call")) || (key30 === "subscription")) || (key30 === "tiered_pricing"))){
const err355 = {instancePath:instancePath+"/economics/pricing",schemaPath:"#/properties/economics/properties/pricing/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key30},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err355];
}
else {
vErrors.push(err355);
}
errors++;
}
}
if(data228.model !== undefined){
let data229 = data228.model;
if(typeof data229 !== "string"){
const err356 = {instancePath:instancePath+"/economics/pricing/model",schemaPath:"#/properties/economics/properties/pricing/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err356];
}
else {
vErrors.push(err356);
}
errors++;
}
if(!((((data229 === "pay_per_call") || (data229 === "subscription")) || (data229 === "freemium")) || (data229 === "tiered"))){
const err357 = {instancePath:instancePath+"/economics/pricing/model",schemaPath:"#/properties/economics/properties/pricing/properties/model/enum",keyword:"enum",params:{allowedValues: schema31.properties.economics.properties.pricing.properties.model.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err357];
}
else {
vErrors.push(err357);
}
errors++;
}
}
if(data228.cost_per_call !== undefined){
let data230 = data228.cost_per_call;
if(data230 && typeof data230 == "object" && !Array.isArray(data230)){
for(const key31 in data230){
if(!((key31 === "amount") || (key31 === "currency"))){
const err358 = {instancePath:instancePath+"/economics/pricing/cost_per_call",schemaPath:"#/properties/economics/properties/pricing/properties/cost_per_call/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key31},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err358];
}
else {
vErrors.push(err358);
}
errors++;
}
}
if(data230.amount !== undefined){
let data231 = data230.amount;
if(typeof data231 == "number"){
if(data231 < 0 || isNaN(data231)){
const err359 = {instancePath:instancePath+"/economics/pricing/cost_per_call/amount",schemaPath:"#/properties/economics/properties/pricing/properties/cost_per_call/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err359];
}
else {
vErrors.push(err359);
}
errors++;
}
}
else {
const err360 = {instancePath:instancePath+"/economics/pricing/cost_per_call/amount",schemaPath:"#/properties/economics/properties/pricing/properties/cost_per_call/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err360];
}
else {
vErrors.push(err360);
}
errors++;
}
}
if(data230.currency !== undefined){
if(typeof data230.currency !== "string"){
const err361 = {instancePath:instancePath+"/economics/pricing/cost_per_call/currency",schemaPath:"#/properties/economics/properties/pricing/properties/cost_per_call/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err361];
}
else {
vErrors.push(err361);
}
errors++;
}
}
}
else {
const err362 = {instancePath:instancePath+"/economics/pricing/cost_per_call",schemaPath:"#/properties/economics/properties/pricing/properties/cost_per_call/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err362];
}
else {
vErrors.push(err362);
}
errors++;
}
}
if(data228.subscription !== undefined){
let data233 = data228.subscription;
if(data233 && typeof data233 == "object" && !Array.isArray(data233)){
for(const key32 in data233){
if(!(((key32 === "monthly_fee") || (key32 === "included_calls")) || (key32 === "additional_call_cost"))){
const err363 = {instancePath:instancePath+"/economics/pricing/subscription",schemaPath:"#/properties/economics/properties/pricing/properties/subscription/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key32},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err363];
}
else {
vErrors.push(err363);
}
errors++;
}
}
if(data233.monthly_fee !== undefined){
let data234 = data233.monthly_fee;
if(data234 && typeof data234 == "object" && !Array.isArray(data234)){
for(const key33 in data234){
if(!((key33 === "amount") || (key33 === "currency"))){
const err364 = {instancePath:instancePath+"/economics/pricing/subscription/monthly_fee",schemaPath:"#/properties/economics/properties/pricing/properties/subscription/properties/monthly_fee/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key33},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err364];
}
else {
vErrors.push(err364);
}
errors++;
}
}
if(data234.amount !== undefined){
let data235 = data234.amount;
if(typeof data235 == "number"){
if(data235 < 0 || isNaN(data235)){
const err365 = {instancePath:instancePath+"/economics/pricing/subscription/monthly_fee/amount",schemaPath:"#/properties/economics/properties/pricing/properties/subscription/properties/monthly_fee/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err365];
}
else {
vErrors.push(err365);
}
errors++;
}
}
else {
const err366 = {instancePath:instancePath+"/economics/pricing/subscription/monthly_fee/amount",schemaPath:"#/properties/economics/properties/pricing/properties/subscription/properties/monthly_fee/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err366];
}
else {
vErrors.push(err366);
}
errors++;
}
}
if(data234.currency !== undefined){
if(typeof data234.currency !== "string"){
const err367 = {instancePath:instancePath+"/economics/pricing/subscription/monthly_fee/currency",schemaPath:"#/properties/economics/properties/pricing/properties/subscription/properties/monthly_fee/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err367];
}
else {
vErrors.push(err367);
}
errors++;
}
}
}
else {
const err368 = {instancePath:instancePath+"/economics/pricing/subscription/monthly_fee",schemaPath:"#/properties/economics/properties/pricing/properties/subscription/properties/monthly_fee/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err368];
}
else {
vErrors.push(err368);
}
errors++;
}
}
if(data233.included_calls !== undefined){
let data237 = data233.included_calls;
if(!((typeof data237 == "number") && (!(data237 % 1) && !isNaN(data237)))){
const err369 = {instancePath:instancePath+"/economics/pricing/subscription/included_calls",schemaPath:"#/properties/economics/properties/pricing/properties/subscription/properties/included_calls/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err369];
}
else {
vErrors.push(err369);
}
errors++;
}
if(typeof data237 == "number"){
if(data237 < 0 || isNaN(data237)){
const err370 = {instancePath:instancePath+"/economics/pricing/subscription/included_calls",schemaPath:"#/properties/economics/properties/pricing/properties/subscription/properties/included_calls/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err370];
}
else {
vErrors.push(err370);
}
errors++;
}
}
}
if(data233.additional_call_cost !== undefined){
let data238 = data233.additional_call_cost;
if(data238 && typeof data238 == "object" && !Array.isArray(data238)){
for(const key34 in data238){
if(!((key34 === "amount") || (key34 === "currency"))){
const err371 = {instancePath:instancePath+"/economics/pricing/subscription/additional_call_cost",schemaPath:"#/properties/economics/properties/pricing/properties/subscription/properties/additional_call_cost/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key34},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err371];
}
else {
vErrors.push(err371);
}
errors++;
}
}
if(data238.amount !== undefined){
let data239 = data238.amount;
if(typeof data239 == "number"){
if(data239 < 0 || isNaN(data239)){
const err372 = {instancePath:instancePath+"/economics/pricing/subscription/additional_call_cost/amount",schemaPath:"#/properties/economics/properties/pricing/properties/subscription/properties/additional_call_cost/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err372];
}
else {
vErrors.push(err372);
}
errors++;
}
}
else {
const err373 = {instancePath:instancePath+"/economics/pricing/subscription/additional_call_cost/amount",schemaPath:"#/properties/economics/properties/pricing/properties/subscription/properties/additional_call_cost/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err373];
}
else {
vErrors.push(err373);
}
errors++;
}
}
if(data238.currency !== undefined){
if(typeof data238.currency !== "string"){
const err374 = {instancePath:instancePath+"/economics/pricing/subscription/additional_call_cost/currency",schemaPath:"#/properties/economics/properties/pricing/properties/subscription/properties/additional_call_cost/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err374];
}
else {
vErrors.push(err374);
}
errors++;
}
}
}
else {
const err375 = {instancePath:instancePath+"/economics/pricing/subscription/additional_call_cost",schemaPath:"#/properties/economics/properties/pricing/properties/subscription/properties/additional_call_cost/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err375];
}
else {
vErrors.push(err375);
}
errors++;
}
}
}
else {
const err376 = {instancePath:instancePath+"/economics/pricing/subscription",schemaPath:"#/properties/economics/properties/pricing/properties/subscription/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err376];
}
else {
vErrors.push(err376);
}
errors++;
}
}
if(data228.tiered_pricing !== undefined){
let data241 = data228.tiered_pricing;
if(Array.isArray(data241)){
const len24 = data241.length;
for(let i24=0; i24<len24; i24++){
let data242 = data241[i24];
if(data242 && typeof data242 == "object" && !Array.isArray(data242)){
for(const key35 in data242){
if(!(((key35 === "min_calls") || (key35 === "max_calls")) || (key35 === "cost_per_call"))){
const err377 = {instancePath:instancePath+"/economics/pricing/tiered_pricing/" + i24,schemaPath:"#/properties/economics/properties/pricing/properties/tiered_pricing/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key35},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err377];
}
else {
vErrors.push(err377);
}
errors++;
}
}
if(data242.min_calls !== undefined){
let data243 = data242.min_calls;
if(!((typeof data243 == "number") && (!(data243 % 1) && !isNaN(data243)))){
const err378 = {instancePath:instancePath+"/economics/pricing/tiered_pricing/" + i24+"/min_calls",schemaPath:"#/properties/economics/properties/pricing/properties/tiered_pricing/items/properties/min_calls/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err378];
}
else {
vErrors.push(err378);
}
errors++;
}
if(typeof data243 == "number"){
if(data243 < 0 || isNaN(data243)){
const err379 = {instancePath:instancePath+"/economics/pricing/tiered_pricing/" + i24+"/min_calls",schemaPath:"#/properties/economics/properties/pricing/properties/tiered_pricing/items/properties/min_calls/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err379];
}
else {
vErrors.push(err379);
}
errors++;
}
}
}
if(data242.max_calls !== undefined){
let data244 = data242.max_calls;
if(!((typeof data244 == "number") && (!(data244 % 1) && !isNaN(data244)))){
const err380 = {instancePath:instancePath+"/economics/pricing/tiered_pricing/" + i24+"/max_calls",schemaPath:"#/properties/economics/properties/pricing/properties/tiered_pricing/items/properties/max_calls/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err380];
}
else {
vErrors.push(err380);
}
errors++;
}
if(typeof data244 == "number"){
if(data244 < 0 || isNaN(data244)){
const err381 = {instancePath:instancePath+"/economics/pricing/tiered_pricing/" + i24+"/max_calls",schemaPath:"#/properties/economics/properties/pricing/properties/tiered_pricing/items/properties/max_calls/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err381];
}
else {
vErrors.push(err381);
}
errors++;
}
}
}
if(data242.cost_per_call !== undefined){
let data245 = data242.cost_per_call;
if(data245 && typeof data245 == "object" && !Array.isArray(data245)){
for(const key36 in data245){
if(!((key36 === "amount") || (key36 === "currency"))){
const err382 = {instancePath:instancePath+"/economics/pricing/tiered_pricing/" + i24+"/cost_per_call",schemaPath:"#/properties/economics/properties/pricing/properties/tiered_pricing/items/properties/cost_per_call/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key36},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err382];
}
else {
vErrors.push(err382);
}
errors++;
}
}
if(data245.amount !== undefined){
let data246 = data245.amount;
if(typeof data246 == "number"){
if(data246 < 0 || isNaN(data246)){
const err383 = {instancePath:instancePath+"/economics/pricing/tiered_pricing/" + i24+"/cost_per_call/amount",schemaPath:"#/properties/economics/properties/pricing/properties/tiered_pricing/items/properties/cost_per_call/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err383];
}
else {
vErrors.push(err383);
}
errors++;
}
}
else {
const err384 = {instancePath:instancePath+"/economics/pricing/tiered_pricing/" + i24+"/cost_per_call/amount",schemaPath:"#/properties/economics/properties/pricing/properties/tiered_pricing/items/properties/cost_per_call/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err384];
}
else {
vErrors.push(err384);
}
errors++;
}
}
if(data245.currency !== undefined){
if(typeof data245.currency !== "string"){
const err385 = {instancePath:instancePath+"/economics/pricing/tiered_pricing/" + i24+"/cost_per_call/currency",schemaPath:"#/properties/economics/properties/pricing/properties/tiered_pricing/items/properties/cost_per_call/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err385];
}
else {
vErrors.push(err385);
}
errors++;
}
}
}
else {
const err386 = {instancePath:instancePath+"/economics/pricing/tiered_pricing/" + i24+"/cost_per_call",schemaPath:"#/properties/economics/properties/pricing/properties/tiered_pricing/items/properties/cost_per_call/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err386];
}
else {
vErrors.push(err386);
}
errors++;
}
}
}
else {
const err387 = {instancePath:instancePath+"/economics/pricing/tiered_pricing/" + i24,schemaPath:"#/properties/economics/properties/pricing/properties/tiered_pricing/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err387];
}
else {
vErrors.push(err387);
}
errors++;
}
}
}
else {
const err388 = {instancePath:instancePath+"/economics/pricing/tiered_pricing",schemaPath:"#/properties/economics/properties/pricing/properties/tiered_pricing/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err388];
}
else {
vErrors.push(err388);
}
errors++;
}
}
}
else {
const err389 = {instancePath:instancePath+"/economics/pricing",schemaPath:"#/properties/economics/properties/pricing/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err389];
}
else {
vErrors.push(err389);
}
errors++;
}
}
}
else {
const err390 = {instancePath:instancePath+"/economics",schemaPath:"#/properties/economics/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err390];
}
else {
vErrors.push(err390);
}
errors++;
}
}
if(data.pi_network !== undefined){
let data248 = data.pi_network;
if(data248 && typeof data248 == "object" && !Array.isArray(data248)){
if(data248.app_id === undefined){
const err391 = {instancePath:instancePath+"/pi_network",schemaPath:"#/properties/pi_network/required",keyword:"required",params:{missingProperty: "app_id"},message:"must have required property '"+"app_id"+"'"};
if(vErrors === null){
vErrors = [err391];
}
else {
vErrors.push(err391);
}
errors++;
}
if(data248.environment === undefined){
const err392 = {instancePath:instancePath+"/pi_network",schemaPath:"#/properties/pi_network/required",keyword:"required",params:{missingProperty: "environment"},message:"must have required property '"+"environment"+"'"};
if(vErrors === null){
vErrors = [err392];
}
else {
vErrors.push(err392);
}
errors++;
}
for(const key37 in data248){
if(!(((((key37 === "app_id") || (key37 === "environment")) || (key37 === "sdk_version")) || (key37 === "payment_provider")) || (key37 === "kyc_required"))){
const err393 = {instancePath:instancePath+"/pi_network",schemaPath:"#/properties/pi_network/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key37},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err393];
}
else {
vErrors.push(err393);
}
errors++;
}
}
if(data248.app_id !== undefined){
if(typeof data248.app_id !== "string"){
const err394 = {instancePath:instancePath+"/pi_network/app_id",schemaPath:"#/properties/pi_network/properties/app_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err394];
}
else {
vErrors.push(err394);
}
errors++;
}
}
if(data248.environment !== undefined){
let data250 = data248.environment;
if(typeof data250 !== "string"){
const err395 = {instancePath:instancePath+"/pi_network/environment",schemaPath:"#/properties/pi_network/properties/environment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err395];
}
else {
vErrors.push(err395);
}
errors++;
}
if(!((data250 === "sandbox") || (data250 === "production"))){
const err396 = {instancePath:instancePath+"/pi_network/environment",schemaPath:"#/properties/pi_network/properties/environment/enum",keyword:"enum",params:{allowedValues: schema31.properties.pi_network.properties.environment.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err396];
}
else {
vErrors.push(err396);
}
errors++;
}
}
if(data248.sdk_version !== undefined){
if(typeof data248.sdk_version !== "string"){
const err397 = {instancePath:instancePath+"/pi_network/sdk_version",schemaPath:"#/properties/pi_network/properties/sdk_version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err397];
}
else {
vErrors.push(err397);
}
errors++;
}
}
if(data248.payment_provider !== undefined){
if(typeof data248.payment_provider !== "string"){
const err398 = {instancePath:instancePath+"/pi_network/payment_provider",schemaPath:"#/properties/pi_network/properties/payment_provider/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err398];
}
else {
vErrors.push(err398);
}
errors++;
}
}
if(data248.kyc_required !== undefined){
if(typeof data248.kyc_required !== "boolean"){
const err399 = {instancePath:instancePath+"/pi_network/kyc_required",schemaPath:"#/properties/pi_network/properties/kyc_required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err399];
}
else {
vErrors.push(err399);
}
errors++;
}
}
}
else {
const err400 = {instancePath:instancePath+"/pi_network",schemaPath:"#/properties/pi_network/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err400];
}
else {
vErrors.push(err400);
}
errors++;
}
}
if(data.abom !== undefined){
let data254 = data.abom;
if(data254 && typeof data254 == "object" && !Array.isArray(data254)){
if(data254.integrity_hash !== undefined){
if(typeof data254.integrity_hash !== "string"){
const err401 = {instancePath:instancePath+"/abom/integrity_hash",schemaPath:"#/properties/abom/properties/integrity_hash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err401];
}
else {
vErrors.push(err401);
}
errors++;
}
}
if(data254.spec_version !== undefined){
if(typeof data254.spec_version !== "string"){
const err402 = {instancePath:instancePath+"/abom/spec_version",schemaPath:"#/properties/abom/properties/spec_version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err402];
}
else {
vErrors.push(err402);
}
errors++;
}
}
if(data254.bom_format !== undefined){
if(typeof data254.bom_format !== "string"){
const err403 = {instancePath:instancePath+"/abom/bom_format",schemaPath:"#/properties/abom/properties/bom_format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err403];
}
else {
vErrors.push(err403);
}
errors++;
}
}
if(data254.risk_level !== undefined){
let data258 = data254.risk_level;
if(typeof data258 !== "string"){
const err404 = {instancePath:instancePath+"/abom/risk_level",schemaPath:"#/properties/abom/properties/risk_level/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err404];
}
else {
vErrors.push(err404);
}
errors++;
}
if(!(((data258 === "low") || (data258 === "medium")) || (data258 === "high"))){
const err405 = {instancePath:instancePath+"/abom/risk_level",schemaPath:"#/properties/abom/properties/risk_level/enum",keyword:"enum",params:{allowedValues: schema31.properties.abom.properties.risk_level.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err405];
}
else {
vErrors.push(err405);
}
errors++;
}
}
if(data254.generated !== undefined){
if(!(typeof data254.generated === "string")){
const err406 = {instancePath:instancePath+"/abom/generated",schemaPath:"#/$defs/ISODateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err406];
}
else {
vErrors.push(err406);
}
errors++;
}
}
if(data254.generated_by !== undefined){
if(typeof data254.generated_by !== "string"){
const err407 = {instancePath:instancePath+"/abom/generated_by",schemaPath:"#/properties/abom/properties/generated_by/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err407];
}
else {
vErrors.push(err407);
}
errors++;
}
}
if(data254.timestamp !== undefined){
if(!(typeof data254.timestamp === "string")){
const err408 = {instancePath:instancePath+"/abom/timestamp",schemaPath:"#/$defs/ISODateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err408];
}
else {
vErrors.push(err408);
}
errors++;
}
}
if(data254.capabilities !== undefined){
let data262 = data254.capabilities;
if(Array.isArray(data262)){
const len25 = data262.length;
for(let i25=0; i25<len25; i25++){
if(typeof data262[i25] !== "string"){
const err409 = {instancePath:instancePath+"/abom/capabilities/" + i25,schemaPath:"#/properties/abom/properties/capabilities/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err409];
}
else {
vErrors.push(err409);
}
errors++;
}
}
}
else {
const err410 = {instancePath:instancePath+"/abom/capabilities",schemaPath:"#/properties/abom/properties/capabilities/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err410];
}
else {
vErrors.push(err410);
}
errors++;
}
}
if(data254.dependencies !== undefined){
let data264 = data254.dependencies;
if(Array.isArray(data264)){
const len26 = data264.length;
for(let i26=0; i26<len26; i26++){
if(typeof data264[i26] !== "string"){
const err411 = {instancePath:instancePath+"/abom/dependencies/" + i26,schemaPath:"#/properties/abom/properties/dependencies/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err411];
}
else {
vErrors.push(err411);
}
errors++;
}
}
}
else {
const err412 = {instancePath:instancePath+"/abom/dependencies",schemaPath:"#/properties/abom/properties/dependencies/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err412];
}
else {
vErrors.push(err412);
}
errors++;
}
}
if(data254.model !== undefined){
let data266 = data254.model;
if(data266 && typeof data266 == "object" && !Array.isArray(data266)){
for(const key38 in data266){
if(!(((key38 === "provider") || (key38 === "name")) || (key38 === "version"))){
const err413 = {instancePath:instancePath+"/abom/model",schemaPath:"#/properties/abom/properties/model/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key38},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err413];
}
else {
vErrors.push(err413);
}
errors++;
}
}
if(data266.provider !== undefined){
if(typeof data266.provider !== "string"){
const err414 = {instancePath:instancePath+"/abom/model/provider",schemaPath:"#/properties/abom/properties/model/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err414];
}
else {
vErrors.push(err414);
}
errors++;
}
}
if(data266.name !== undefined){
if(typeof data266.name !== "string"){
const err415 = {instancePath:instancePath+"/abom/model/name",schemaPath:"#/properties/abom/properties/model/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err415];
}
else {
vErrors.push(err415);
}
errors++;
}
}
if(data266.version !== undefined){
if(typeof data266.version !== "string"){
const err416 = {instancePath:instancePath+"/abom/model/version",schemaPath:"#/properties/abom/properties/model/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err416];
}
else {
vErrors.push(err416);
}
errors++;
}
}
}
else {
const err417 = {instancePath:instancePath+"/abom/model",schemaPath:"#/properties/abom/properties/model/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err417];
}
else {
vErrors.push(err417);
}
errors++;
}
}
if(data254.governance !== undefined){
let data270 = data254.governance;
if(data270 && typeof data270 == "object" && !Array.isArray(data270)){
if(data270.license !== undefined){
if(typeof data270.license !== "string"){
const err418 = {instancePath:instancePath+"/abom/governance/license",schemaPath:"#/properties/abom/properties/governance/properties/license/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err418];
}
else {
vErrors.push(err418);
}
errors++;
}
}
}
else {
const err419 = {instancePath:instancePath+"/abom/governance",schemaPath:"#/properties/abom/properties/governance/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err419];
}
else {
vErrors.push(err419);
}
errors++;
}
}
if(data254.tools !== undefined){
let data272 = data254.tools;
if(Array.isArray(data272)){
const len27 = data272.length;
for(let i27=0; i27<len27; i27++){
let data273 = data272[i27];
if(data273 && typeof data273 == "object" && !Array.isArray(data273)){
for(const key39 in data273){
if(!((key39 === "name") || (key39 === "version"))){
const err420 = {instancePath:instancePath+"/abom/tools/" + i27,schemaPath:"#/properties/abom/properties/tools/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key39},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err420];
}
else {
vErrors.push(err420);
}
errors++;
}
}
if(data273.name !== undefined){
if(typeof data273.name !== "string"){
const err421 = {instancePath:instancePath+"/abom/tools/" + i27+"/name",schemaPath:"#/properties/abom/properties/tools/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err421];
}
else {
vErrors.push(err421);
}
errors++;
}
}
if(data273.version !== undefined){
if(typeof data273.version !== "string"){
const err422 = {instancePath:instancePath+"/abom/tools/" + i27+"/version",schemaPath:"#/properties/abom/properties/tools/items/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err422];
}
else {
vErrors.push(err422);
}
errors++;
}
}
}
else {
const err423 = {instancePath:instancePath+"/abom/tools/" + i27,schemaPath:"#/properties/abom/properties/tools/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err423];
}
else {
vErrors.push(err423);
}
errors++;
}
}
}
else {
const err424 = {instancePath:instancePath+"/abom/tools",schemaPath:"#/properties/abom/properties/tools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err424];
}
else {
vErrors.push(err424);
}
errors++;
}
}
if(data254.constituents !== undefined){
let data276 = data254.constituents;
if(Array.isArray(data276)){
const len28 = data276.length;
for(let i28=0; i28<len28; i28++){
let data277 = data276[i28];
if(data277 && typeof data277 == "object" && !Array.isArray(data277)){
if(data277.name === undefined){
const err425 = {instancePath:instancePath+"/abom/constituents/" + i28,schemaPath:"#/properties/abom/properties/constituents/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err425];
}
else {
vErrors.push(err425);
}
errors++;
}
if(data277.version === undefined){
const err426 = {instancePath:instancePath+"/abom/constituents/" + i28,schemaPath:"#/properties/abom/properties/constituents/items/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err426];
}
else {
vErrors.push(err426);
}
errors++;
}
for(const key40 in data277){
if(!(func1.call(schema31.properties.abom.properties.constituents.items.properties, key40))){
const err427 = {instancePath:instancePath+"/abom/constituents/" + i28,schemaPath:"#/properties/abom/properties/constituents/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key40},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err427];
}
else {
vErrors.push(err427);
}
errors++;
}
}
if(data277.name !== undefined){
if(typeof data277.name !== "string"){
const err428 = {instancePath:instancePath+"/abom/constituents/" + i28+"/name",schemaPath:"#/properties/abom/properties/constituents/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err428];
}
else {
vErrors.push(err428);
}
errors++;
}
}
if(data277.version !== undefined){
if(typeof data277.version !== "string"){
const err429 = {instancePath:instancePath+"/abom/constituents/" + i28+"/version",schemaPath:"#/properties/abom/properties/constituents/items/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err429];
}
else {
vErrors.push(err429);
}
errors++;
}
}
if(data277.type !== undefined){
let data280 = data277.type;
if(typeof data280 !== "string"){
const err430 = {instancePath:instancePath+"/abom/constituents/" + i28+"/type",schemaPath:"#/properties/abom/properties/constituents/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err430];
}
else {
vErrors.push(err430);
}
errors++;
}
if(!(((((((data280 === "model") || (data280 === "dataset")) || (data280 === "library")) || (data280 === "tool")) || (data280 === "plugin")) || (data280 === "agent")) || (data280 === "runtime"))){
const err431 = {instancePath:instancePath+"/abom/constituents/" + i28+"/type",schemaPath:"#/properties/abom/properties/constituents/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema31.properties.abom.properties.constituents.items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err431];
}
else {
vErrors.push(err431);
}
errors++;
}
}
if(data277.purl !== undefined){
if(typeof data277.purl !== "string"){
const err432 = {instancePath:instancePath+"/abom/constituents/" + i28+"/purl",schemaPath:"#/properties/abom/properties/constituents/items/properties/purl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err432];
}
else {
vErrors.push(err432);
}
errors++;
}
}
if(data277.hash !== undefined){
if(typeof data277.hash !== "string"){
const err433 = {instancePath:instancePath+"/abom/constituents/" + i28+"/hash",schemaPath:"#/properties/abom/properties/constituents/items/properties/hash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err433];
}
else {
vErrors.push(err433);
}
errors++;
}
}
if(data277.integrity_hash !== undefined){
if(typeof data277.integrity_hash !== "string"){
const err434 = {instancePath:instancePath+"/abom/constituents/" + i28+"/integrity_hash",schemaPath:"#/properties/abom/properties/constituents/items/properties/integrity_hash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err434];
}
else {
vErrors.push(err434);
}
errors++;
}
}
if(data277.license !== undefined){
if(typeof data277.license !== "string"){
const err435 = {instancePath:instancePath+"/abom/constituents/" + i28+"/license",schemaPath:"#/properties/abom/properties/constituents/items/properties/license/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err435];
}
else {
vErrors.push(err435);
}
errors++;
}
}
if(data277.supplier !== undefined){
if(typeof data277.supplier !== "string"){
const err436 = {instancePath:instancePath+"/abom/constituents/" + i28+"/supplier",schemaPath:"#/properties/abom/properties/constituents/items/properties/supplier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err436];
}
else {
vErrors.push(err436);
}
errors++;
}
}
if(data277.trust_tier !== undefined){
let data286 = data277.trust_tier;
if(typeof data286 !== "string"){
const err437 = {instancePath:instancePath+"/abom/constituents/" + i28+"/trust_tier",schemaPath:"#/properties/abom/properties/constituents/items/properties/trust_tier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err437];
}
else {
vErrors.push(err437);
}
errors++;
}
if(!((((data286 === "verified") || (data286 === "community")) || (data286 === "unverified")) || (data286 === "revoked"))){
const err438 = {instancePath:instancePath+"/abom/constituents/" + i28+"/trust_tier",schemaPath:"#/properties/abom/properties/constituents/items/properties/trust_tier/enum",keyword:"enum",params:{allowedValues: schema31.properties.abom.properties.constituents.items.properties.trust_tier.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err438];
}
else {
vErrors.push(err438);
}
errors++;
}
}
if(data277.security_status !== undefined){
let data287 = data277.security_status;
if(typeof data287 !== "string"){
const err439 = {instancePath:instancePath+"/abom/constituents/" + i28+"/security_status",schemaPath:"#/properties/abom/properties/constituents/items/properties/security_status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err439];
}
else {
vErrors.push(err439);
}
errors++;
}
if(!((((data287 === "clean") || (data287 === "vulnerable")) || (data287 === "revoked")) || (data287 === "unknown"))){
const err440 = {instancePath:instancePath+"/abom/constituents/" + i28+"/security_status",schemaPath:"#/properties/abom/properties/constituents/items/properties/security_status/enum",keyword:"enum",params:{allowedValues: schema31.properties.abom.properties.constituents.items.properties.security_status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err440];
}
else {
vErrors.push(err440);
}
errors++;
}
}
if(data277.source_registry !== undefined){
if(typeof data277.source_registry !== "string"){
const err441 = {instancePath:instancePath+"/abom/constituents/" + i28+"/source_registry",schemaPath:"#/properties/abom/properties/constituents/items/properties/source_registry/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err441];
}
else {
vErrors.push(err441);
}
errors++;
}
}
}
else {
const err442 = {instancePath:instancePath+"/abom/constituents/" + i28,schemaPath:"#/properties/abom/properties/constituents/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err442];
}
else {
vErrors.push(err442);
}
errors++;
}
}
}
else {
const err443 = {instancePath:instancePath+"/abom/constituents",schemaPath:"#/properties/abom/properties/constituents/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err443];
}
else {
vErrors.push(err443);
}
errors++;
}
}
if(data254.attestations !== undefined){
let data289 = data254.attestations;
if(Array.isArray(data289)){
const len29 = data289.length;
for(let i29=0; i29<len29; i29++){
let data290 = data289[i29];
if(data290 && typeof data290 == "object" && !Array.isArray(data290)){
for(const key41 in data290){
if(!(((key41 === "type") || (key41 === "value")) || (key41 === "signer"))){
const err444 = {instancePath:instancePath+"/abom/attestations/" + i29,schemaPath:"#/properties/abom/properties/attestations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key41},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err444];
}
else {
vErrors.push(err444);
}
errors++;
}
}
if(data290.type !== undefined){
if(typeof data290.type !== "string"){
const err445 = {instancePath:instancePath+"/abom/attestations/" + i29+"/type",schemaPath:"#/properties/abom/properties/attestations/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err445];
}
else {
vErrors.push(err445);
}
errors++;
}
}
if(data290.value !== undefined){
if(typeof data290.value !== "string"){
const err446 = {instancePath:instancePath+"/abom/attestations/" + i29+"/value",schemaPath:"#/properties/abom/properties/attestations/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err446];
}
else {
vErrors.push(err446);
}
errors++;
}
}
if(data290.signer !== undefined){
if(typeof data290.signer !== "string"){
const err447 = {instancePath:instancePath+"/abom/attestations/" + i29+"/signer",schemaPath:"#/properties/abom/properties/attestations/items/properties/signer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err447];
}
else {
vErrors.push(err447);
}
errors++;
}
}
}
else {
const err448 = {instancePath:instancePath+"/abom/attestations/" + i29,schemaPath:"#/properties/abom/properties/attestations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err448];
}
else {
vErrors.push(err448);
}
errors++;
}
}
}
else {
const err449 = {instancePath:instancePath+"/abom/attestations",schemaPath:"#/properties/abom/properties/attestations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err449];
}
else {
vErrors.push(err449);
}
errors++;
}
}
}
else {
const err450 = {instancePath:instancePath+"/abom",schemaPath:"#/properties/abom/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err450];
}
else {
vErrors.push(err450);
}
errors++;
}
}
if(data.live_voice !== undefined){
let data294 = data.live_voice;
if(data294 && typeof data294 == "object" && !Array.isArray(data294)){
if(data294.enabled === undefined){
const err451 = {instancePath:instancePath+"/live_voice",schemaPath:"#/properties/live_voice/required",keyword:"required",params:{missingProperty: "enabled"},message:"must have required property '"+"enabled"+"'"};
if(vErrors === null){
vErrors = [err451];
}
else {
vErrors.push(err451);
}
errors++;
}
if(data294.provider === undefined){
const err452 = {instancePath:instancePath+"/live_voice",schemaPath:"#/properties/live_voice/required",keyword:"required",params:{missingProperty: "provider"},message:"must have required property '"+"provider"+"'"};
if(vErrors === null){
vErrors = [err452];
}
else {
vErrors.push(err452);
}
errors++;
}
for(const key42 in data294){
if(!((((key42 === "enabled") || (key42 === "provider")) || (key42 === "voice_id")) || (key42 === "latency_mode"))){
const err453 = {instancePath:instancePath+"/live_voice",schemaPath:"#/properties/live_voice/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key42},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err453];
}
else {
vErrors.push(err453);
}
errors++;
}
}
if(data294.enabled !== undefined){
if(typeof data294.enabled !== "boolean"){
const err454 = {instancePath:instancePath+"/live_voice/enabled",schemaPath:"#/properties/live_voice/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err454];
}
else {
vErrors.push(err454);
}
errors++;
}
}
if(data294.provider !== undefined){
let data296 = data294.provider;
if(typeof data296 !== "string"){
const err455 = {instancePath:instancePath+"/live_voice/provider",schemaPath:"#/properties/live_voice/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err455];
}
else {
vErrors.push(err455);
}
errors++;
}
if(!((((data296 === "openai-realtime") || (data296 === "hume")) || (data296 === "elevenlabs")) || (data296 === "generic"))){
const err456 = {instancePath:instancePath+"/live_voice/provider",schemaPath:"#/properties/live_voice/properties/provider/enum",keyword:"enum",params:{allowedValues: schema31.properties.live_voice.properties.provider.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err456];
}
else {
vErrors.push(err456);
}
errors++;
}
}
if(data294.voice_id !== undefined){
if(typeof data294.voice_id !== "string"){
const err457 = {instancePath:instancePath+"/live_voice/voice_id",schemaPath:"#/properties/live_voice/properties/voice_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err457];
}
else {
vErrors.push(err457);
}
errors++;
}
}
if(data294.latency_mode !== undefined){
let data298 = data294.latency_mode;
if(typeof data298 !== "string"){
const err458 = {instancePath:instancePath+"/live_voice/latency_mode",schemaPath:"#/properties/live_voice/properties/latency_mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err458];
}
else {
vErrors.push(err458);
}
errors++;
}
if(!(((data298 === "ultra_low") || (data298 === "standard")) || (data298 === "high_quality"))){
const err459 = {instancePath:instancePath+"/live_voice/latency_mode",schemaPath:"#/properties/live_voice/properties/latency_mode/enum",keyword:"enum",params:{allowedValues: schema31.properties.live_voice.properties.latency_mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err459];
}
else {
vErrors.push(err459);
}
errors++;
}
}
}
else {
const err460 = {instancePath:instancePath+"/live_voice",schemaPath:"#/properties/live_voice/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err460];
}
else {
vErrors.push(err460);
}
errors++;
}
}
if(data.requirements !== undefined){
let data299 = data.requirements;
if(data299 && typeof data299 == "object" && !Array.isArray(data299)){
for(const key43 in data299){
if(!((((key43 === "hardware") || (key43 === "software")) || (key43 === "network")) || (key43 === "vla"))){
const err461 = {instancePath:instancePath+"/requirements",schemaPath:"#/properties/requirements/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key43},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err461];
}
else {
vErrors.push(err461);
}
errors++;
}
}
if(data299.hardware !== undefined){
let data300 = data299.hardware;
if(data300 && typeof data300 == "object" && !Array.isArray(data300)){
for(const key44 in data300){
if(!(((((key44 === "cpu_cores") || (key44 === "memory_mb")) || (key44 === "storage_mb")) || (key44 === "gpu_required")) || (key44 === "gpu_memory_mb"))){
const err462 = {instancePath:instancePath+"/requirements/hardware",schemaPath:"#/properties/requirements/properties/hardware/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key44},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err462];
}
else {
vErrors.push(err462);
}
errors++;
}
}
if(data300.cpu_cores !== undefined){
let data301 = data300.cpu_cores;
if(!((typeof data301 == "number") && (!(data301 % 1) && !isNaN(data301)))){
const err463 = {instancePath:instancePath+"/requirements/hardware/cpu_cores",schemaPath:"#/properties/requirements/properties/hardware/properties/cpu_cores/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err463];
}
else {
vErrors.push(err463);
}
errors++;
}
if(typeof data301 == "number"){
if(data301 < 1 || isNaN(data301)){
const err464 = {instancePath:instancePath+"/requirements/hardware/cpu_cores",schemaPath:"#/properties/requirements/properties/hardware/properties/cpu_cores/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err464];
}
else {
vErrors.push(err464);
}
errors++;
}
}
}
if(data300.memory_mb !== undefined){
let data302 = data300.memory_mb;
if(!((typeof data302 == "number") && (!(data302 % 1) && !isNaN(data302)))){
const err465 = {instancePath:instancePath+"/requirements/hardware/memory_mb",schemaPath:"#/properties/requirements/properties/hardware/properties/memory_mb/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err465];
}
else {
vErrors.push(err465);
}
errors++;
}
if(typeof data302 == "number"){
if(data302 < 1 || isNaN(data302)){
const err466 = {instancePath:instancePath+"/requirements/hardware/memory_mb",schemaPath:"#/properties/requirements/properties/hardware/properties/memory_mb/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err466];
}
else {
vErrors.push(err466);
}
errors++;
}
}
}
if(data300.storage_mb !== undefined){
let data303 = data300.storage_mb;
if(!((typeof data303 == "number") && (!(data303 % 1) && !isNaN(data303)))){
const err467 = {instancePath:instancePath+"/requirements/hardware/storage_mb",schemaPath:"#/properties/requirements/properties/hardware/properties/storage_mb/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err467];
}
else {
vErrors.push(err467);
}
errors++;
}
if(typeof data303 == "number"){
if(data303 < 1 || isNaN(data303)){
const err468 = {instancePath:instancePath+"/requirements/hardware/storage_mb",schemaPath:"#/properties/requirements/properties/hardware/properties/storage_mb/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err468];
}
else {
vErrors.push(err468);
}
errors++;
}
}
}
if(data300.gpu_required !== undefined){
if(typeof data300.gpu_required !== "boolean"){
const err469 = {instancePath:instancePath+"/requirements/hardware/gpu_required",schemaPath:"#/properties/requirements/properties/hardware/properties/gpu_required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err469];
}
else {
vErrors.push(err469);
}
errors++;
}
}
if(data300.gpu_memory_mb !== undefined){
let data305 = data300.gpu_memory_mb;
if(!((typeof data305 == "number") && (!(data305 % 1) && !isNaN(data305)))){
const err470 = {instancePath:instancePath+"/requirements/hardware/gpu_memory_mb",schemaPath:"#/properties/requirements/properties/hardware/properties/gpu_memory_mb/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err470];
}
else {
vErrors.push(err470);
}
errors++;
}
if(typeof data305 == "number"){
if(data305 < 1 || isNaN(data305)){
const err471 = {instancePath:instancePath+"/requirements/hardware/gpu_memory_mb",schemaPath:"#/properties/requirements/properties/hardware/properties/gpu_memory_mb/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err471];
}
else {
vErrors.push(err471);
}
errors++;
}
}
}
}
else {
const err472 = {instancePath:instancePath+"/requirements/hardware",schemaPath:"#/properties/requirements/properties/hardware/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err472];
}
else {
vErrors.push(err472);
}
errors++;
}
}
if(data299.software !== undefined){
let data306 = data299.software;
if(data306 && typeof data306 == "object" && !Array.isArray(data306)){
for(const key45 in data306){
if(!((((key45 === "runtime") || (key45 === "dependencies")) || (key45 === "python_version")) || (key45 === "node_version"))){
const err473 = {instancePath:instancePath+"/requirements/software",schemaPath:"#/properties/requirements/properties/software/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key45},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err473];
}
else {
vErrors.push(err473);
}
errors++;
}
}
if(data306.runtime !== undefined){
if(typeof data306.runtime !== "string"){
const err474 = {instancePath:instancePath+"/requirements/software/runtime",schemaPath:"#/properties/requirements/properties/software/properties/runtime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err474];
}
else {
vErrors.push(err474);
}
errors++;
}
}
if(data306.dependencies !== undefined){
let data308 = data306.dependencies;
if(Array.isArray(data308)){
const len30 = data308.length;
for(let i30=0; i30<len30; i30++){
if(typeof data308[i30] !== "string"){
const err475 = {instancePath:instancePath+"/requirements/software/dependencies/" + i30,schemaPath:"#/properties/requirements/properties/software/properties/dependencies/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err475];
}
else {
vErrors.push(err475);
}
errors++;
}
}
}
else {
const err476 = {instancePath:instancePath+"/requirements/software/dependencies",schemaPath:"#/properties/requirements/properties/software/properties/dependencies/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err476];
}
else {
vErrors.push(err476);
}
errors++;
}
}
if(data306.python_version !== undefined){
if(typeof data306.python_version !== "string"){
const err477 = {instancePath:instancePath+"/requirements/software/python_version",schemaPath:"#/properties/requirements/properties/software/properties/python_version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err477];
}
else {
vErrors.push(err477);
}
errors++;
}
}
if(data306.node_version !== undefined){
if(typeof data306.node_version !== "string"){
const err478 = {instancePath:instancePath+"/requirements/software/node_version",schemaPath:"#/properties/requirements/properties/software/properties/node_version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err478];
}
else {
vErrors.push(err478);
}
errors++;
}
}
}
else {
const err479 = {instancePath:instancePath+"/requirements/software",schemaPath:"#/properties/requirements/properties/software/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err479];
}
else {
vErrors.push(err479);
}
errors++;
}
}
if(data299.network !== undefined){
let data312 = data299.network;
if(data312 && typeof data312 == "object" && !Array.isArray(data312)){
for(const key46 in data312){
if(!(((key46 === "internet_access") || (key46 === "bandwidth_mbps")) || (key46 === "allowed_domains"))){
const err480 = {instancePath:instancePath+"/requirements/network",schemaPath:"#/properties/requirements/properties/network/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key46},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err480];
}
else {
vErrors.push(err480);
}
errors++;
}
}
if(data312.internet_access !== undefined){
if(typeof data312.internet_access !== "boolean"){
const err481 = {instancePath:instancePath+"/requirements/network/internet_access",schemaPath:"#/properties/requirements/properties/network/properties/internet_access/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err481];
}
else {
vErrors.push(err481);
}
errors++;
}
}
if(data312.bandwidth_mbps !== undefined){
let data314 = data312.bandwidth_mbps;
if(typeof data314 == "number"){
if(data314 < 0 || isNaN(data314)){
const err482 = {instancePath:instancePath+"/requirements/network/bandwidth_mbps",schemaPath:"#/properties/requirements/properties/network/properties/bandwidth_mbps/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err482];
}
else {
vErrors.push(err482);
}
errors++;
}
}
else {
const err483 = {instancePath:instancePath+"/requirements/network/bandwidth_mbps",schemaPath:"#/properties/requirements/properties/network/properties/bandwidth_mbps/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err483];
}
else {
vErrors.push(err483);
}
errors++;
}
}
if(data312.allowed_domains !== undefined){
let data315 = data312.allowed_domains;
if(Array.isArray(data315)){
const len31 = data315.length;
for(let i31=0; i31<len31; i31++){
if(typeof data315[i31] !== "string"){
const err484 = {instancePath:instancePath+"/requirements/network/allowed_domains/" + i31,schemaPath:"#/properties/requirements/properties/network/properties/allowed_domains/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err484];
}
else {
vErrors.push(err484);
}
errors++;
}
}
}
else {
const err485 = {instancePath:instancePath+"/requirements/network/allowed_domains",schemaPath:"#/properties/requirements/properties/network/properties/allowed_domains/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err485];
}
else {
vErrors.push(err485);
}
errors++;
}
}
}
else {
const err486 = {instancePath:instancePath+"/requirements/network",schemaPath:"#/properties/requirements/properties/network/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err486];
}
else {
vErrors.push(err486);
}
errors++;
}
}
if(data299.vla !== undefined){
let data317 = data299.vla;
if(data317 && typeof data317 == "object" && !Array.isArray(data317)){
if(data317.adapter === undefined){
const err487 = {instancePath:instancePath+"/requirements/vla",schemaPath:"#/properties/requirements/properties/vla/required",keyword:"required",params:{missingProperty: "adapter"},message:"must have required property '"+"adapter"+"'"};
if(vErrors === null){
vErrors = [err487];
}
else {
vErrors.push(err487);
}
errors++;
}
for(const key47 in data317){
if(!((((key47 === "adapter") || (key47 === "vision")) || (key47 === "language")) || (key47 === "action"))){
const err488 = {instancePath:instancePath+"/requirements/vla",schemaPath:"#/properties/requirements/properties/vla/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key47},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err488];
}
else {
vErrors.push(err488);
}
errors++;
}
}
if(data317.adapter !== undefined){
let data318 = data317.adapter;
if(typeof data318 !== "string"){
const err489 = {instancePath:instancePath+"/requirements/vla/adapter",schemaPath:"#/properties/requirements/properties/vla/properties/adapter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err489];
}
else {
vErrors.push(err489);
}
errors++;
}
if(!(((data318 === "openpi") || (data318 === "π0.7")) || (data318 === "generic"))){
const err490 = {instancePath:instancePath+"/requirements/vla/adapter",schemaPath:"#/properties/requirements/properties/vla/properties/adapter/enum",keyword:"enum",params:{allowedValues: schema31.properties.requirements.properties.vla.properties.adapter.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err490];
}
else {
vErrors.push(err490);
}
errors++;
}
}
if(data317.vision !== undefined){
let data319 = data317.vision;
if(data319 && typeof data319 == "object" && !Array.isArray(data319)){
}
else {
const err491 = {instancePath:instancePath+"/requirements/vla/vision",schemaPath:"#/properties/requirements/properties/vla/properties/vision/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err491];
}
else {
vErrors.push(err491);
}
errors++;
}
}
if(data317.language !== undefined){
let data320 = data317.language;
if(data320 && typeof data320 == "object" && !Array.isArray(data320)){
}
else {
const err492 = {instancePath:instancePath+"/requirements/vla/language",schemaPath:"#/properties/requirements/properties/vla/properties/language/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err492];
}
else {
vErrors.push(err492);
}
errors++;
}
}
if(data317.action !== undefined){
let data321 = data317.action;
if(data321 && typeof data321 == "object" && !Array.isArray(data321)){
}
else {
const err493 = {instancePath:instancePath+"/requirements/vla/action",schemaPath:"#/properties/requirements/properties/vla/properties/action/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err493];
}
else {
vErrors.push(err493);
}
errors++;
}
}
}
else {
const err494 = {instancePath:instancePath+"/requirements/vla",schemaPath:"#/properties/requirements/properties/vla/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err494];
}
else {
vErrors.push(err494);
}
errors++;
}
}
}
else {
const err495 = {instancePath:instancePath+"/requirements",schemaPath:"#/properties/requirements/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err495];
}
else {
vErrors.push(err495);
}
errors++;
}
}
if(data.meta_arbiter !== undefined){
let data322 = data.meta_arbiter;
if(data322 && typeof data322 == "object" && !Array.isArray(data322)){
for(const key48 in data322){
if(!(func1.call(schema46.properties, key48))){
const err496 = {instancePath:instancePath+"/meta_arbiter",schemaPath:"#/$defs/MetaArbiterConfig/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key48},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err496];
}
else {
vErrors.push(err496);
}
errors++;
}
}
if(data322.activation_threshold !== undefined){
let data323 = data322.activation_threshold;
if(typeof data323 == "number"){
if(data323 > 1 || isNaN(data323)){
const err497 = {instancePath:instancePath+"/meta_arbiter/activation_threshold",schemaPath:"#/$defs/MetaArbiterConfig/properties/activation_threshold/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err497];
}
else {
vErrors.push(err497);
}
errors++;
}
if(data323 < 0 || isNaN(data323)){
const err498 = {instancePath:instancePath+"/meta_arbiter/activation_threshold",schemaPath:"#/$defs/MetaArbiterConfig/properties/activation_threshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err498];
}
else {
vErrors.push(err498);
}
errors++;
}
}
else {
const err499 = {instancePath:instancePath+"/meta_arbiter/activation_threshold",schemaPath:"#/$defs/MetaArbiterConfig/properties/activation_threshold/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err499];
}
else {
vErrors.push(err499);
}
errors++;
}
}
if(data322.concurrent_systems_limit !== undefined){
let data324 = data322.concurrent_systems_limit;
if(!((typeof data324 == "number") && (!(data324 % 1) && !isNaN(data324)))){
const err500 = {instancePath:instancePath+"/meta_arbiter/concurrent_systems_limit",schemaPath:"#/$defs/MetaArbiterConfig/properties/concurrent_systems_limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err500];
}
else {
vErrors.push(err500);
}
errors++;
}
if(typeof data324 == "number"){
if(data324 < 1 || isNaN(data324)){
const err501 = {instancePath:instancePath+"/meta_arbiter/concurrent_systems_limit",schemaPath:"#/$defs/MetaArbiterConfig/properties/concurrent_systems_limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err501];
}
else {
vErrors.push(err501);
}
errors++;
}
}
}
if(data322.response_time_target_sec !== undefined){
let data325 = data322.response_time_target_sec;
if(typeof data325 == "number"){
if(data325 < 0.1 || isNaN(data325)){
const err502 = {instancePath:instancePath+"/meta_arbiter/response_time_target_sec",schemaPath:"#/$defs/MetaArbiterConfig/properties/response_time_target_sec/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0.1},message:"must be >= 0.1"};
if(vErrors === null){
vErrors = [err502];
}
else {
vErrors.push(err502);
}
errors++;
}
}
else {
const err503 = {instancePath:instancePath+"/meta_arbiter/response_time_target_sec",schemaPath:"#/$defs/MetaArbiterConfig/properties/response_time_target_sec/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err503];
}
else {
vErrors.push(err503);
}
errors++;
}
}
if(data322.resource_allocation_ratio !== undefined){
let data326 = data322.resource_allocation_ratio;
if(typeof data326 == "number"){
if(data326 > 1 || isNaN(data326)){
const err504 = {instancePath:instancePath+"/meta_arbiter/resource_allocation_ratio",schemaPath:"#/$defs/MetaArbiterConfig/properties/resource_allocation_ratio/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err504];
}
else {
vErrors.push(err504);
}
errors++;
}
if(data326 < 0 || isNaN(data326)){
const err505 = {instancePath:instancePath+"/meta_arbiter/resource_allocation_ratio",schemaPath:"#/$defs/MetaArbiterConfig/properties/resource_allocation_ratio/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err505];
}
else {
vErrors.push(err505);
}
errors++;
}
}
else {
const err506 = {instancePath:instancePath+"/meta_arbiter/resource_allocation_ratio",schemaPath:"#/$defs/MetaArbiterConfig/properties/resource_allocation_ratio/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err506];
}
else {
vErrors.push(err506);
}
errors++;
}
}
if(data322.growth_milestones_enabled !== undefined){
if(typeof data322.growth_milestones_enabled !== "boolean"){
const err507 = {instancePath:instancePath+"/meta_arbiter/growth_milestones_enabled",schemaPath:"#/$defs/MetaArbiterConfig/properties/growth_milestones_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err507];
}
else {
vErrors.push(err507);
}
errors++;
}
}
if(data322.coordination_strategy !== undefined){
let data328 = data322.coordination_strategy;
if(typeof data328 !== "string"){
const err508 = {instancePath:instancePath+"/meta_arbiter/coordination_strategy",schemaPath:"#/$defs/MetaArbiterConfig/properties/coordination_strategy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err508];
}
else {
vErrors.push(err508);
}
errors++;
}
if(!(((((data328 === "sequential") || (data328 === "parallel")) || (data328 === "hierarchical")) || (data328 === "collaborative")) || (data328 === "competitive"))){
const err509 = {instancePath:instancePath+"/meta_arbiter/coordination_strategy",schemaPath:"#/$defs/MetaArbiterConfig/properties/coordination_strategy/enum",keyword:"enum",params:{allowedValues: schema46.properties.coordination_strategy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err509];
}
else {
vErrors.push(err509);
}
errors++;
}
}
if(data322.decision_criteria !== undefined){
let data329 = data322.decision_criteria;
if(data329 && typeof data329 == "object" && !Array.isArray(data329)){
for(const key49 in data329){
if(!(((((key49 === "urgency") || (key49 === "complexity")) || (key49 === "resource_availability")) || (key49 === "user_preference")) || (key49 === "system_capability"))){
const err510 = {instancePath:instancePath+"/meta_arbiter/decision_criteria",schemaPath:"#/$defs/MetaArbiterConfig/properties/decision_criteria/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key49},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err510];
}
else {
vErrors.push(err510);
}
errors++;
}
}
if(data329.urgency !== undefined){
let data330 = data329.urgency;
if(typeof data330 == "number"){
if(data330 > 1 || isNaN(data330)){
const err511 = {instancePath:instancePath+"/meta_arbiter/decision_criteria/urgency",schemaPath:"#/$defs/MetaArbiterConfig/properties/decision_criteria/properties/urgency/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err511];
}
else {
vErrors.push(err511);
}
errors++;
}
if(data330 < 0 || isNaN(data330)){
const err512 = {instancePath:instancePath+"/meta_arbiter/decision_criteria/urgency",schemaPath:"#/$defs/MetaArbiterConfig/properties/decision_criteria/properties/urgency/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err512];
}
else {
vErrors.push(err512);
}
errors++;
}
}
else {
const err513 = {instancePath:instancePath+"/meta_arbiter/decision_criteria/urgency",schemaPath:"#/$defs/MetaArbiterConfig/properties/decision_criteria/properties/urgency/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err513];
}
else {
vErrors.push(err513);
}
errors++;
}
}
if(data329.complexity !== undefined){
let data331 = data329.complexity;
if(typeof data331 == "number"){
if(data331 > 1 || isNaN(data331)){
const err514 = {instancePath:instancePath+"/meta_arbiter/decision_criteria/complexity",schemaPath:"#/$defs/MetaArbiterConfig/properties/decision_criteria/properties/complexity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err514];
}
else {
vErrors.push(err514);
}
errors++;
}
if(data331 < 0 || isNaN(data331)){
const err515 = {instancePath:instancePath+"/meta_arbiter/decision_criteria/complexity",schemaPath:"#/$defs/MetaArbiterConfig/properties/decision_criteria/properties/complexity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err515];
}
else {
vErrors.push(err515);
}
errors++;
}
}
else {
const err516 = {instancePath:instancePath+"/meta_arbiter/decision_criteria/complexity",schemaPath:"#/$defs/MetaArbiterConfig/properties/decision_criteria/properties/complexity/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err516];
}
else {
vErrors.push(err516);
}
errors++;
}
}
if(data329.resource_availability !== undefined){
let data332 = data329.resource_availability;
if(typeof data332 == "number"){
if(data332 > 1 || isNaN(data332)){
const err517 = {instancePath:instancePath+"/meta_arbiter/decision_criteria/resource_availability",schemaPath:"#/$defs/MetaArbiterConfig/properties/decision_criteria/properties/resource_availability/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err517];
}
else {
vErrors.push(err517);
}
errors++;
}
if(data332 < 0 || isNaN(data332)){
const err518 = {instancePath:instancePath+"/meta_arbiter/decision_criteria/resource_availability",schemaPath:"#/$defs/MetaArbiterConfig/properties/decision_criteria/properties/resource_availability/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err518];
}
else {
vErrors.push(err518);
}
errors++;
}
}
else {
const err519 = {instancePath:instancePath+"/meta_arbiter/decision_criteria/resource_availability",schemaPath:"#/$defs/MetaArbiterConfig/properties/decision_criteria/properties/resource_availability/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err519];
}
else {
vErrors.push(err519);
}
errors++;
}
}
if(data329.user_preference !== undefined){
let data333 = data329.user_preference;
if(typeof data333 == "number"){
if(data333 > 1 || isNaN(data333)){
const err520 = {instancePath:instancePath+"/meta_arbiter/decision_criteria/user_preference",schemaPath:"#/$defs/MetaArbiterConfig/properties/decision_criteria/properties/user_preference/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err520];
}
else {
vErrors.push(err520);
}
errors++;
}
if(data333 < 0 || isNaN(data333)){
const err521 = {instancePath:instancePath+"/meta_arbiter/decision_criteria/user_preference",schemaPath:"#/$defs/MetaArbiterConfig/properties/decision_criteria/properties/user_preference/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err521];
}
else {
vErrors.push(err521);
}
errors++;
}
}
else {
const err522 = {instancePath:instancePath+"/meta_arbiter/decision_criteria/user_preference",schemaPath:"#/$defs/MetaArbiterConfig/properties/decision_criteria/properties/user_preference/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err522];
}
else {
vErrors.push(err522);
}
errors++;
}
}
if(data329.system_capability !== undefined){
let data334 = data329.system_capability;
if(typeof data334 == "number"){
if(data334 > 1 || isNaN(data334)){
const err523 = {instancePath:instancePath+"/meta_arbiter/decision_criteria/system_capability",schemaPath:"#/$defs/MetaArbiterConfig/properties/decision_criteria/properties/system_capability/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err523];
}
else {
vErrors.push(err523);
}
errors++;
}
if(data334 < 0 || isNaN(data334)){
const err524 = {instancePath:instancePath+"/meta_arbiter/decision_criteria/system_capability",schemaPath:"#/$defs/MetaArbiterConfig/properties/decision_criteria/properties/system_capability/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err524];
}
else {
vErrors.push(err524);
}
errors++;
}
}
else {
const err525 = {instancePath:instancePath+"/meta_arbiter/decision_criteria/system_capability",schemaPath:"#/$defs/MetaArbiterConfig/properties/decision_criteria/properties/system_capability/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err525];
}
else {
vErrors.push(err525);
}
errors++;
}
}
}
else {
const err526 = {instancePath:instancePath+"/meta_arbiter/decision_criteria",schemaPath:"#/$defs/MetaArbiterConfig/properties/decision_criteria/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err526];
}
else {
vErrors.push(err526);
}
errors++;
}
}
if(data322.alert_thresholds !== undefined){
let data335 = data322.alert_thresholds;
if(data335 && typeof data335 == "object" && !Array.isArray(data335)){
for(const key50 in data335){
if(!((((key50 === "response_time_sec") || (key50 === "accuracy")) || (key50 === "error_rate")) || (key50 === "resource_usage"))){
const err527 = {instancePath:instancePath+"/meta_arbiter/alert_thresholds",schemaPath:"#/$defs/MetaArbiterConfig/properties/alert_thresholds/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key50},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err527];
}
else {
vErrors.push(err527);
}
errors++;
}
}
if(data335.response_time_sec !== undefined){
if(!(typeof data335.response_time_sec == "number")){
const err528 = {instancePath:instancePath+"/meta_arbiter/alert_thresholds/response_time_sec",schemaPath:"#/$defs/MetaArbiterConfig/properties/alert_thresholds/properties/response_time_sec/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err528];
}
else {
vErrors.push(err528);
}
errors++;
}
}
if(data335.accuracy !== undefined){
let data337 = data335.accuracy;
if(typeof data337 == "number"){
if(data337 > 1 || isNaN(data337)){
const err529 = {instancePath:instancePath+"/meta_arbiter/alert_thresholds/accuracy",schemaPath:"#/$defs/MetaArbiterConfig/properties/alert_thresholds/properties/accuracy/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err529];
}
else {
vErrors.push(err529);
}
errors++;
}
if(data337 < 0 || isNaN(data337)){
const err530 = {instancePath:instancePath+"/meta_arbiter/alert_thresholds/accuracy",schemaPath:"#/$defs/MetaArbiterConfig/properties/alert_thresholds/properties/accuracy/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err530];
}
else {
vErrors.push(err530);
}
errors++;
}
}
else {
const err531 = {instancePath:instancePath+"/meta_arbiter/alert_thresholds/accuracy",schemaPath:"#/$defs/MetaArbiterConfig/properties/alert_thresholds/properties/accuracy/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err531];
}
else {
vErrors.push(err531);
}
errors++;
}
}
if(data335.error_rate !== undefined){
let data338 = data335.error_rate;
if(typeof data338 == "number"){
if(data338 > 1 || isNaN(data338)){
const err532 = {instancePath:instancePath+"/meta_arbiter/alert_thresholds/error_rate",schemaPath:"#/$defs/MetaArbiterConfig/properties/alert_thresholds/properties/error_rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err532];
}
else {
vErrors.push(err532);
}
errors++;
}
if(data338 < 0 || isNaN(data338)){
const err533 = {instancePath:instancePath+"/meta_arbiter/alert_thresholds/error_rate",schemaPath:"#/$defs/MetaArbiterConfig/properties/alert_thresholds/properties/error_rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err533];
}
else {
vErrors.push(err533);
}
errors++;
}
}
else {
const err534 = {instancePath:instancePath+"/meta_arbiter/alert_thresholds/error_rate",schemaPath:"#/$defs/MetaArbiterConfig/properties/alert_thresholds/properties/error_rate/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err534];
}
else {
vErrors.push(err534);
}
errors++;
}
}
if(data335.resource_usage !== undefined){
let data339 = data335.resource_usage;
if(typeof data339 == "number"){
if(data339 > 1 || isNaN(data339)){
const err535 = {instancePath:instancePath+"/meta_arbiter/alert_thresholds/resource_usage",schemaPath:"#/$defs/MetaArbiterConfig/properties/alert_thresholds/properties/resource_usage/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err535];
}
else {
vErrors.push(err535);
}
errors++;
}
if(data339 < 0 || isNaN(data339)){
const err536 = {instancePath:instancePath+"/meta_arbiter/alert_thresholds/resource_usage",schemaPath:"#/$defs/MetaArbiterConfig/properties/alert_thresholds/properties/resource_usage/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err536];
}
else {
vErrors.push(err536);
}
errors++;
}
}
else {
const err537 = {instancePath:instancePath+"/meta_arbiter/alert_thresholds/resource_usage",schemaPath:"#/$defs/MetaArbiterConfig/properties/alert_thresholds/properties/resource_usage/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err537];
}
else {
vErrors.push(err537);
}
errors++;
}
}
}
else {
const err538 = {instancePath:instancePath+"/meta_arbiter/alert_thresholds",schemaPath:"#/$defs/MetaArbiterConfig/properties/alert_thresholds/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err538];
}
else {
vErrors.push(err538);
}
errors++;
}
}
if(data322.growth_milestone_level !== undefined){
let data340 = data322.growth_milestone_level;
if(typeof data340 !== "string"){
const err539 = {instancePath:instancePath+"/meta_arbiter/growth_milestone_level",schemaPath:"#/$defs/MetaArbiterConfig/properties/growth_milestone_level/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err539];
}
else {
vErrors.push(err539);
}
errors++;
}
if(!((((data340 === "beginner") || (data340 === "intermediate")) || (data340 === "advanced")) || (data340 === "expert"))){
const err540 = {instancePath:instancePath+"/meta_arbiter/growth_milestone_level",schemaPath:"#/$defs/MetaArbiterConfig/properties/growth_milestone_level/enum",keyword:"enum",params:{allowedValues: schema46.properties.growth_milestone_level.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err540];
}
else {
vErrors.push(err540);
}
errors++;
}
}
}
else {
const err541 = {instancePath:instancePath+"/meta_arbiter",schemaPath:"#/$defs/MetaArbiterConfig/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err541];
}
else {
vErrors.push(err541);
}
errors++;
}
}
}
else {
const err542 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err542];
}
else {
vErrors.push(err542);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

