; kernel layernorm [eps=1e-5, BM=4, BN=1024, OCC=4, TMA=1, STATIC=0, W=0, C=0]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @layernorm(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias readonly %p5, i32 %p6, i32 %p7, float addrspace(1)* noalias readonly %p8, i32 %p9, i32 %p10, float addrspace(1)* noalias %p11, i32 %p12, i32 %p13, i32 %p14, i32 %p15) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = and i32 %v2, 1
  %v6 = shl i32 %v5, 2
  %v7 = lshr i32 %v2, 1
  %v8 = and i32 %v7, 1
  %v9 = shl i32 %v8, 3
  %v10 = or i32 %v6, %v9
  %v11 = lshr i32 %v2, 2
  %v12 = and i32 %v11, 1
  %v13 = shl i32 %v12, 4
  %v14 = or i32 %v10, %v13
  %v15 = lshr i32 %v2, 3
  %v16 = and i32 %v15, 1
  %v17 = shl i32 %v16, 5
  %v18 = or i32 %v14, %v17
  %v19 = lshr i32 %v2, 4
  %v20 = and i32 %v19, 1
  %v21 = shl i32 %v20, 6
  %v22 = or i32 %v18, %v21
  %v23 = and i32 %v3, 1
  %v24 = shl i32 %v23, 10
  %v25 = or i32 %v22, %v24
  %v26 = lshr i32 %v3, 1
  %v27 = and i32 %v26, 1
  %v28 = shl i32 %v27, 11
  %v29 = or i32 %v25, %v28
  %v30 = lshr i32 %v3, 2
  %v31 = and i32 %v30, 1
  %v32 = shl i32 %v31, 7
  %v33 = or i32 %v29, %v32
  %v34 = lshr i32 %v33, 10
  %v35 = and i32 %v34, 3
  %v36 = and i32 %v33, 1023
  %v37 = sext i32 %v4 to i64
  %v38 = mul i64 %v37, 4
  %v39 = zext i32 %v35 to i64
  %v40 = add i64 %v38, %v39
  %v41 = sext i32 %p3 to i64
  %v42 = zext i32 %p1 to i64
  %v43 = mul i64 %v40, %v41
  %v44 = add i64 %v38, 4
  %v45 = icmp sle i64 %v44, %v42
  %v46 = icmp sge i64 %v37, 0
  %v47 = and i1 %v45, %v46
  %v48 = zext i32 %v36 to i64
  %v49 = zext i32 %p2 to i64
  %v50 = add i64 %v43, %v48
  %v51 = icmp sle i64 1024, %v49
  %v52 = icmp sge i64 0, 0
  %v53 = and i1 %v51, %v52
  %v54 = and i1 %v47, %v53
  br i1 %v54, label %ld_full1, label %ld_edge2
ld_full1:
  %v55 = icmp ult i64 %v40, %v42
  %v56 = icmp ult i64 %v48, %v49
  %v57 = and i1 %v55, %v56
  %v58 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v50
  %v59 = load float, float addrspace(1)* %v58, align 4
  %v60 = icmp ult i64 %v40, %v42
  %v61 = add i64 %v50, 1
  %v62 = add i64 %v48, 1
  %v63 = icmp ult i64 %v62, %v49
  %v64 = and i1 %v60, %v63
  %v65 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v61
  %v66 = load float, float addrspace(1)* %v65, align 4
  %v67 = icmp ult i64 %v40, %v42
  %v68 = add i64 %v50, 2
  %v69 = add i64 %v48, 2
  %v70 = icmp ult i64 %v69, %v49
  %v71 = and i1 %v67, %v70
  %v72 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v68
  %v73 = load float, float addrspace(1)* %v72, align 4
  %v74 = icmp ult i64 %v40, %v42
  %v75 = add i64 %v50, 3
  %v76 = add i64 %v48, 3
  %v77 = icmp ult i64 %v76, %v49
  %v78 = and i1 %v74, %v77
  %v79 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v75
  %v80 = load float, float addrspace(1)* %v79, align 4
  %v81 = icmp ult i64 %v40, %v42
  %v82 = add i64 %v50, 256
  %v83 = add i64 %v48, 256
  %v84 = icmp ult i64 %v83, %v49
  %v85 = and i1 %v81, %v84
  %v86 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v82
  %v87 = load float, float addrspace(1)* %v86, align 4
  %v88 = icmp ult i64 %v40, %v42
  %v89 = add i64 %v50, 257
  %v90 = add i64 %v48, 257
  %v91 = icmp ult i64 %v90, %v49
  %v92 = and i1 %v88, %v91
  %v93 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v89
  %v94 = load float, float addrspace(1)* %v93, align 4
  %v95 = icmp ult i64 %v40, %v42
  %v96 = add i64 %v50, 258
  %v97 = add i64 %v48, 258
  %v98 = icmp ult i64 %v97, %v49
  %v99 = and i1 %v95, %v98
  %v100 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v96
  %v101 = load float, float addrspace(1)* %v100, align 4
  %v102 = icmp ult i64 %v40, %v42
  %v103 = add i64 %v50, 259
  %v104 = add i64 %v48, 259
  %v105 = icmp ult i64 %v104, %v49
  %v106 = and i1 %v102, %v105
  %v107 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v103
  %v108 = load float, float addrspace(1)* %v107, align 4
  %v109 = icmp ult i64 %v40, %v42
  %v110 = add i64 %v50, 512
  %v111 = add i64 %v48, 512
  %v112 = icmp ult i64 %v111, %v49
  %v113 = and i1 %v109, %v112
  %v114 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v110
  %v115 = load float, float addrspace(1)* %v114, align 4
  %v116 = icmp ult i64 %v40, %v42
  %v117 = add i64 %v50, 513
  %v118 = add i64 %v48, 513
  %v119 = icmp ult i64 %v118, %v49
  %v120 = and i1 %v116, %v119
  %v121 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v117
  %v122 = load float, float addrspace(1)* %v121, align 4
  %v123 = icmp ult i64 %v40, %v42
  %v124 = add i64 %v50, 514
  %v125 = add i64 %v48, 514
  %v126 = icmp ult i64 %v125, %v49
  %v127 = and i1 %v123, %v126
  %v128 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v124
  %v129 = load float, float addrspace(1)* %v128, align 4
  %v130 = icmp ult i64 %v40, %v42
  %v131 = add i64 %v50, 515
  %v132 = add i64 %v48, 515
  %v133 = icmp ult i64 %v132, %v49
  %v134 = and i1 %v130, %v133
  %v135 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v131
  %v136 = load float, float addrspace(1)* %v135, align 4
  %v137 = icmp ult i64 %v40, %v42
  %v138 = add i64 %v50, 768
  %v139 = add i64 %v48, 768
  %v140 = icmp ult i64 %v139, %v49
  %v141 = and i1 %v137, %v140
  %v142 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v138
  %v143 = load float, float addrspace(1)* %v142, align 4
  %v144 = icmp ult i64 %v40, %v42
  %v145 = add i64 %v50, 769
  %v146 = add i64 %v48, 769
  %v147 = icmp ult i64 %v146, %v49
  %v148 = and i1 %v144, %v147
  %v149 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v145
  %v150 = load float, float addrspace(1)* %v149, align 4
  %v151 = icmp ult i64 %v40, %v42
  %v152 = add i64 %v50, 770
  %v153 = add i64 %v48, 770
  %v154 = icmp ult i64 %v153, %v49
  %v155 = and i1 %v151, %v154
  %v156 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v152
  %v157 = load float, float addrspace(1)* %v156, align 4
  %v158 = icmp ult i64 %v40, %v42
  %v159 = add i64 %v50, 771
  %v160 = add i64 %v48, 771
  %v161 = icmp ult i64 %v160, %v49
  %v162 = and i1 %v158, %v161
  %v163 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v159
  %v164 = load float, float addrspace(1)* %v163, align 4
  br label %ld_done3
ld_edge2:
  %v165 = bitcast float 0x0000000000000000 to i32
  %v166 = icmp ult i64 %v40, %v42
  %v167 = icmp ult i64 %v48, %v49
  %v168 = and i1 %v166, %v167
  %v169 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v50
  %v170 = ptrtoint float addrspace(1)* %v169 to i64
  %v171 = zext i1 %v168 to i32
  %v172 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v170, i32 %v171, i32 %v165)
  %v173 = bitcast i32 %v172 to float
  %v174 = icmp ult i64 %v40, %v42
  %v175 = add i64 %v50, 1
  %v176 = add i64 %v48, 1
  %v177 = icmp ult i64 %v176, %v49
  %v178 = and i1 %v174, %v177
  %v179 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v175
  %v180 = ptrtoint float addrspace(1)* %v179 to i64
  %v181 = zext i1 %v178 to i32
  %v182 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v180, i32 %v181, i32 %v165)
  %v183 = bitcast i32 %v182 to float
  %v184 = icmp ult i64 %v40, %v42
  %v185 = add i64 %v50, 2
  %v186 = add i64 %v48, 2
  %v187 = icmp ult i64 %v186, %v49
  %v188 = and i1 %v184, %v187
  %v189 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v185
  %v190 = ptrtoint float addrspace(1)* %v189 to i64
  %v191 = zext i1 %v188 to i32
  %v192 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v190, i32 %v191, i32 %v165)
  %v193 = bitcast i32 %v192 to float
  %v194 = icmp ult i64 %v40, %v42
  %v195 = add i64 %v50, 3
  %v196 = add i64 %v48, 3
  %v197 = icmp ult i64 %v196, %v49
  %v198 = and i1 %v194, %v197
  %v199 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v195
  %v200 = ptrtoint float addrspace(1)* %v199 to i64
  %v201 = zext i1 %v198 to i32
  %v202 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v200, i32 %v201, i32 %v165)
  %v203 = bitcast i32 %v202 to float
  %v204 = icmp ult i64 %v40, %v42
  %v205 = add i64 %v50, 256
  %v206 = add i64 %v48, 256
  %v207 = icmp ult i64 %v206, %v49
  %v208 = and i1 %v204, %v207
  %v209 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v205
  %v210 = ptrtoint float addrspace(1)* %v209 to i64
  %v211 = zext i1 %v208 to i32
  %v212 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v210, i32 %v211, i32 %v165)
  %v213 = bitcast i32 %v212 to float
  %v214 = icmp ult i64 %v40, %v42
  %v215 = add i64 %v50, 257
  %v216 = add i64 %v48, 257
  %v217 = icmp ult i64 %v216, %v49
  %v218 = and i1 %v214, %v217
  %v219 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v215
  %v220 = ptrtoint float addrspace(1)* %v219 to i64
  %v221 = zext i1 %v218 to i32
  %v222 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v220, i32 %v221, i32 %v165)
  %v223 = bitcast i32 %v222 to float
  %v224 = icmp ult i64 %v40, %v42
  %v225 = add i64 %v50, 258
  %v226 = add i64 %v48, 258
  %v227 = icmp ult i64 %v226, %v49
  %v228 = and i1 %v224, %v227
  %v229 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v225
  %v230 = ptrtoint float addrspace(1)* %v229 to i64
  %v231 = zext i1 %v228 to i32
  %v232 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v230, i32 %v231, i32 %v165)
  %v233 = bitcast i32 %v232 to float
  %v234 = icmp ult i64 %v40, %v42
  %v235 = add i64 %v50, 259
  %v236 = add i64 %v48, 259
  %v237 = icmp ult i64 %v236, %v49
  %v238 = and i1 %v234, %v237
  %v239 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v235
  %v240 = ptrtoint float addrspace(1)* %v239 to i64
  %v241 = zext i1 %v238 to i32
  %v242 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v240, i32 %v241, i32 %v165)
  %v243 = bitcast i32 %v242 to float
  %v244 = icmp ult i64 %v40, %v42
  %v245 = add i64 %v50, 512
  %v246 = add i64 %v48, 512
  %v247 = icmp ult i64 %v246, %v49
  %v248 = and i1 %v244, %v247
  %v249 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v245
  %v250 = ptrtoint float addrspace(1)* %v249 to i64
  %v251 = zext i1 %v248 to i32
  %v252 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v250, i32 %v251, i32 %v165)
  %v253 = bitcast i32 %v252 to float
  %v254 = icmp ult i64 %v40, %v42
  %v255 = add i64 %v50, 513
  %v256 = add i64 %v48, 513
  %v257 = icmp ult i64 %v256, %v49
  %v258 = and i1 %v254, %v257
  %v259 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v255
  %v260 = ptrtoint float addrspace(1)* %v259 to i64
  %v261 = zext i1 %v258 to i32
  %v262 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v260, i32 %v261, i32 %v165)
  %v263 = bitcast i32 %v262 to float
  %v264 = icmp ult i64 %v40, %v42
  %v265 = add i64 %v50, 514
  %v266 = add i64 %v48, 514
  %v267 = icmp ult i64 %v266, %v49
  %v268 = and i1 %v264, %v267
  %v269 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v265
  %v270 = ptrtoint float addrspace(1)* %v269 to i64
  %v271 = zext i1 %v268 to i32
  %v272 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v270, i32 %v271, i32 %v165)
  %v273 = bitcast i32 %v272 to float
  %v274 = icmp ult i64 %v40, %v42
  %v275 = add i64 %v50, 515
  %v276 = add i64 %v48, 515
  %v277 = icmp ult i64 %v276, %v49
  %v278 = and i1 %v274, %v277
  %v279 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v275
  %v280 = ptrtoint float addrspace(1)* %v279 to i64
  %v281 = zext i1 %v278 to i32
  %v282 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v280, i32 %v281, i32 %v165)
  %v283 = bitcast i32 %v282 to float
  %v284 = icmp ult i64 %v40, %v42
  %v285 = add i64 %v50, 768
  %v286 = add i64 %v48, 768
  %v287 = icmp ult i64 %v286, %v49
  %v288 = and i1 %v284, %v287
  %v289 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v285
  %v290 = ptrtoint float addrspace(1)* %v289 to i64
  %v291 = zext i1 %v288 to i32
  %v292 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v290, i32 %v291, i32 %v165)
  %v293 = bitcast i32 %v292 to float
  %v294 = icmp ult i64 %v40, %v42
  %v295 = add i64 %v50, 769
  %v296 = add i64 %v48, 769
  %v297 = icmp ult i64 %v296, %v49
  %v298 = and i1 %v294, %v297
  %v299 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v295
  %v300 = ptrtoint float addrspace(1)* %v299 to i64
  %v301 = zext i1 %v298 to i32
  %v302 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v300, i32 %v301, i32 %v165)
  %v303 = bitcast i32 %v302 to float
  %v304 = icmp ult i64 %v40, %v42
  %v305 = add i64 %v50, 770
  %v306 = add i64 %v48, 770
  %v307 = icmp ult i64 %v306, %v49
  %v308 = and i1 %v304, %v307
  %v309 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v305
  %v310 = ptrtoint float addrspace(1)* %v309 to i64
  %v311 = zext i1 %v308 to i32
  %v312 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v310, i32 %v311, i32 %v165)
  %v313 = bitcast i32 %v312 to float
  %v314 = icmp ult i64 %v40, %v42
  %v315 = add i64 %v50, 771
  %v316 = add i64 %v48, 771
  %v317 = icmp ult i64 %v316, %v49
  %v318 = and i1 %v314, %v317
  %v319 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v315
  %v320 = ptrtoint float addrspace(1)* %v319 to i64
  %v321 = zext i1 %v318 to i32
  %v322 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v320, i32 %v321, i32 %v165)
  %v323 = bitcast i32 %v322 to float
  br label %ld_done3
ld_done3:
  %v324 = phi float [ %v59, %ld_full1 ], [ %v173, %ld_edge2 ]
  %v325 = phi float [ %v66, %ld_full1 ], [ %v183, %ld_edge2 ]
  %v326 = phi float [ %v73, %ld_full1 ], [ %v193, %ld_edge2 ]
  %v327 = phi float [ %v80, %ld_full1 ], [ %v203, %ld_edge2 ]
  %v328 = phi float [ %v87, %ld_full1 ], [ %v213, %ld_edge2 ]
  %v329 = phi float [ %v94, %ld_full1 ], [ %v223, %ld_edge2 ]
  %v330 = phi float [ %v101, %ld_full1 ], [ %v233, %ld_edge2 ]
  %v331 = phi float [ %v108, %ld_full1 ], [ %v243, %ld_edge2 ]
  %v332 = phi float [ %v115, %ld_full1 ], [ %v253, %ld_edge2 ]
  %v333 = phi float [ %v122, %ld_full1 ], [ %v263, %ld_edge2 ]
  %v334 = phi float [ %v129, %ld_full1 ], [ %v273, %ld_edge2 ]
  %v335 = phi float [ %v136, %ld_full1 ], [ %v283, %ld_edge2 ]
  %v336 = phi float [ %v143, %ld_full1 ], [ %v293, %ld_edge2 ]
  %v337 = phi float [ %v150, %ld_full1 ], [ %v303, %ld_edge2 ]
  %v338 = phi float [ %v157, %ld_full1 ], [ %v313, %ld_edge2 ]
  %v339 = phi float [ %v164, %ld_full1 ], [ %v323, %ld_edge2 ]
  %v340 = fadd float %v324, %v325
  %v341 = fadd float %v340, %v326
  %v342 = fadd float %v341, %v327
  %v343 = fadd float %v342, %v328
  %v344 = fadd float %v343, %v329
  %v345 = fadd float %v344, %v330
  %v346 = fadd float %v345, %v331
  %v347 = fadd float %v346, %v332
  %v348 = fadd float %v347, %v333
  %v349 = fadd float %v348, %v334
  %v350 = fadd float %v349, %v335
  %v351 = fadd float %v350, %v336
  %v352 = fadd float %v351, %v337
  %v353 = fadd float %v352, %v338
  %v354 = fadd float %v353, %v339
  %v355 = bitcast float %v354 to i32
  %v356 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v355, i32 1, i32 31)
  %v357 = bitcast i32 %v356 to float
  %v358 = fadd float %v354, %v357
  %v359 = bitcast float %v358 to i32
  %v360 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v359, i32 2, i32 31)
  %v361 = bitcast i32 %v360 to float
  %v362 = fadd float %v358, %v361
  %v363 = bitcast float %v362 to i32
  %v364 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v363, i32 4, i32 31)
  %v365 = bitcast i32 %v364 to float
  %v366 = fadd float %v362, %v365
  %v367 = bitcast float %v366 to i32
  %v368 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v367, i32 8, i32 31)
  %v369 = bitcast i32 %v368 to float
  %v370 = fadd float %v366, %v369
  %v371 = bitcast float %v370 to i32
  %v372 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v371, i32 16, i32 31)
  %v373 = bitcast i32 %v372 to float
  %v374 = fadd float %v370, %v373
  call void @llvm.nvvm.barrier0()
  %v375 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v376 = getelementptr inbounds float, float addrspace(3)* %v375, i32 %v1
  store float %v374, float addrspace(3)* %v376, align 4
  call void @llvm.nvvm.barrier0()
  %v377 = and i32 %v3, -5
  %v378 = shl i32 %v377, 5
  %v379 = or i32 %v378, %v2
  %v380 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v381 = getelementptr inbounds float, float addrspace(3)* %v380, i32 %v379
  %v382 = load float, float addrspace(3)* %v381, align 4
  %v383 = or i32 %v377, 4
  %v384 = shl i32 %v383, 5
  %v385 = or i32 %v384, %v2
  %v386 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v387 = getelementptr inbounds float, float addrspace(3)* %v386, i32 %v385
  %v388 = load float, float addrspace(3)* %v387, align 4
  %v389 = fadd float %v382, %v388
  %v390 = sitofp i32 %p2 to float
  %v391 = fdiv float %v389, %v390
  %v392 = and i32 %v2, 1
  %v393 = shl i32 %v392, 2
  %v394 = lshr i32 %v2, 1
  %v395 = and i32 %v394, 1
  %v396 = shl i32 %v395, 3
  %v397 = or i32 %v393, %v396
  %v398 = lshr i32 %v2, 2
  %v399 = and i32 %v398, 1
  %v400 = shl i32 %v399, 4
  %v401 = or i32 %v397, %v400
  %v402 = lshr i32 %v2, 3
  %v403 = and i32 %v402, 1
  %v404 = shl i32 %v403, 5
  %v405 = or i32 %v401, %v404
  %v406 = lshr i32 %v2, 4
  %v407 = and i32 %v406, 1
  %v408 = shl i32 %v407, 6
  %v409 = or i32 %v405, %v408
  %v410 = and i32 %v3, 1
  %v411 = shl i32 %v410, 7
  %v412 = or i32 %v409, %v411
  %v413 = lshr i32 %v3, 1
  %v414 = and i32 %v413, 1
  %v415 = shl i32 %v414, 8
  %v416 = or i32 %v412, %v415
  %v417 = lshr i32 %v3, 2
  %v418 = and i32 %v417, 1
  %v419 = shl i32 %v418, 9
  %v420 = or i32 %v416, %v419
  %v421 = or i32 %v420, 1
  %v422 = or i32 %v420, 2
  %v423 = or i32 %v420, 3
  %v424 = icmp slt i32 %v420, %p2
  %v425 = icmp slt i32 %v421, %p2
  %v426 = icmp slt i32 %v422, %p2
  %v427 = icmp slt i32 %v423, %p2
  %v428 = fsub float %v324, %v391
  %v429 = fsub float %v325, %v391
  %v430 = fsub float %v326, %v391
  %v431 = fsub float %v327, %v391
  %v432 = fsub float %v328, %v391
  %v433 = fsub float %v329, %v391
  %v434 = fsub float %v330, %v391
  %v435 = fsub float %v331, %v391
  %v436 = fsub float %v332, %v391
  %v437 = fsub float %v333, %v391
  %v438 = fsub float %v334, %v391
  %v439 = fsub float %v335, %v391
  %v440 = fsub float %v336, %v391
  %v441 = fsub float %v337, %v391
  %v442 = fsub float %v338, %v391
  %v443 = fsub float %v339, %v391
  %v444 = and i32 %v2, 1
  %v445 = shl i32 %v444, 2
  %v446 = lshr i32 %v2, 1
  %v447 = and i32 %v446, 1
  %v448 = shl i32 %v447, 3
  %v449 = or i32 %v445, %v448
  %v450 = lshr i32 %v2, 2
  %v451 = and i32 %v450, 1
  %v452 = shl i32 %v451, 4
  %v453 = or i32 %v449, %v452
  %v454 = lshr i32 %v2, 3
  %v455 = and i32 %v454, 1
  %v456 = shl i32 %v455, 5
  %v457 = or i32 %v453, %v456
  %v458 = lshr i32 %v2, 4
  %v459 = and i32 %v458, 1
  %v460 = shl i32 %v459, 6
  %v461 = or i32 %v457, %v460
  %v462 = lshr i32 %v3, 2
  %v463 = and i32 %v462, 1
  %v464 = shl i32 %v463, 7
  %v465 = or i32 %v461, %v464
  %v466 = or i32 %v465, 1
  %v467 = or i32 %v465, 2
  %v468 = or i32 %v465, 3
  %v469 = or i32 %v465, 256
  %v470 = or i32 %v465, 257
  %v471 = or i32 %v465, 258
  %v472 = or i32 %v465, 259
  %v473 = or i32 %v465, 512
  %v474 = or i32 %v465, 513
  %v475 = or i32 %v465, 514
  %v476 = or i32 %v465, 515
  %v477 = or i32 %v465, 768
  %v478 = or i32 %v465, 769
  %v479 = or i32 %v465, 770
  %v480 = or i32 %v465, 771
  %v481 = icmp slt i32 %v465, %p2
  %v482 = icmp slt i32 %v466, %p2
  %v483 = icmp slt i32 %v467, %p2
  %v484 = icmp slt i32 %v468, %p2
  %v485 = icmp slt i32 %v469, %p2
  %v486 = icmp slt i32 %v470, %p2
  %v487 = icmp slt i32 %v471, %p2
  %v488 = icmp slt i32 %v472, %p2
  %v489 = icmp slt i32 %v473, %p2
  %v490 = icmp slt i32 %v474, %p2
  %v491 = icmp slt i32 %v475, %p2
  %v492 = icmp slt i32 %v476, %p2
  %v493 = icmp slt i32 %v477, %p2
  %v494 = icmp slt i32 %v478, %p2
  %v495 = icmp slt i32 %v479, %p2
  %v496 = icmp slt i32 %v480, %p2
  %v497 = select i1 %v481, float %v428, float 0x0000000000000000
  %v498 = select i1 %v482, float %v429, float 0x0000000000000000
  %v499 = select i1 %v483, float %v430, float 0x0000000000000000
  %v500 = select i1 %v484, float %v431, float 0x0000000000000000
  %v501 = select i1 %v485, float %v432, float 0x0000000000000000
  %v502 = select i1 %v486, float %v433, float 0x0000000000000000
  %v503 = select i1 %v487, float %v434, float 0x0000000000000000
  %v504 = select i1 %v488, float %v435, float 0x0000000000000000
  %v505 = select i1 %v489, float %v436, float 0x0000000000000000
  %v506 = select i1 %v490, float %v437, float 0x0000000000000000
  %v507 = select i1 %v491, float %v438, float 0x0000000000000000
  %v508 = select i1 %v492, float %v439, float 0x0000000000000000
  %v509 = select i1 %v493, float %v440, float 0x0000000000000000
  %v510 = select i1 %v494, float %v441, float 0x0000000000000000
  %v511 = select i1 %v495, float %v442, float 0x0000000000000000
  %v512 = select i1 %v496, float %v443, float 0x0000000000000000
  %v513 = fmul float %v497, %v497
  %v514 = fmul float %v498, %v498
  %v515 = fmul float %v499, %v499
  %v516 = fmul float %v500, %v500
  %v517 = fmul float %v501, %v501
  %v518 = fmul float %v502, %v502
  %v519 = fmul float %v503, %v503
  %v520 = fmul float %v504, %v504
  %v521 = fmul float %v505, %v505
  %v522 = fmul float %v506, %v506
  %v523 = fmul float %v507, %v507
  %v524 = fmul float %v508, %v508
  %v525 = fmul float %v509, %v509
  %v526 = fmul float %v510, %v510
  %v527 = fmul float %v511, %v511
  %v528 = fmul float %v512, %v512
  %v529 = fadd float %v513, %v514
  %v530 = fadd float %v529, %v515
  %v531 = fadd float %v530, %v516
  %v532 = fadd float %v531, %v517
  %v533 = fadd float %v532, %v518
  %v534 = fadd float %v533, %v519
  %v535 = fadd float %v534, %v520
  %v536 = fadd float %v535, %v521
  %v537 = fadd float %v536, %v522
  %v538 = fadd float %v537, %v523
  %v539 = fadd float %v538, %v524
  %v540 = fadd float %v539, %v525
  %v541 = fadd float %v540, %v526
  %v542 = fadd float %v541, %v527
  %v543 = fadd float %v542, %v528
  %v544 = bitcast float %v543 to i32
  %v545 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v544, i32 1, i32 31)
  %v546 = bitcast i32 %v545 to float
  %v547 = fadd float %v543, %v546
  %v548 = bitcast float %v547 to i32
  %v549 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v548, i32 2, i32 31)
  %v550 = bitcast i32 %v549 to float
  %v551 = fadd float %v547, %v550
  %v552 = bitcast float %v551 to i32
  %v553 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v552, i32 4, i32 31)
  %v554 = bitcast i32 %v553 to float
  %v555 = fadd float %v551, %v554
  %v556 = bitcast float %v555 to i32
  %v557 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v556, i32 8, i32 31)
  %v558 = bitcast i32 %v557 to float
  %v559 = fadd float %v555, %v558
  %v560 = bitcast float %v559 to i32
  %v561 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v560, i32 16, i32 31)
  %v562 = bitcast i32 %v561 to float
  %v563 = fadd float %v559, %v562
  call void @llvm.nvvm.barrier0()
  %v564 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v565 = getelementptr inbounds float, float addrspace(3)* %v564, i32 %v1
  store float %v563, float addrspace(3)* %v565, align 4
  call void @llvm.nvvm.barrier0()
  %v566 = and i32 %v3, -5
  %v567 = shl i32 %v566, 5
  %v568 = or i32 %v567, %v2
  %v569 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v570 = getelementptr inbounds float, float addrspace(3)* %v569, i32 %v568
  %v571 = load float, float addrspace(3)* %v570, align 4
  %v572 = or i32 %v566, 4
  %v573 = shl i32 %v572, 5
  %v574 = or i32 %v573, %v2
  %v575 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v576 = getelementptr inbounds float, float addrspace(3)* %v575, i32 %v574
  %v577 = load float, float addrspace(3)* %v576, align 4
  %v578 = fadd float %v571, %v577
  %v579 = sitofp i32 %p2 to float
  %v580 = fdiv float %v578, %v579
  %v581 = and i32 %v2, 1
  %v582 = shl i32 %v581, 2
  %v583 = lshr i32 %v2, 1
  %v584 = and i32 %v583, 1
  %v585 = shl i32 %v584, 3
  %v586 = or i32 %v582, %v585
  %v587 = lshr i32 %v2, 2
  %v588 = and i32 %v587, 1
  %v589 = shl i32 %v588, 4
  %v590 = or i32 %v586, %v589
  %v591 = lshr i32 %v2, 3
  %v592 = and i32 %v591, 1
  %v593 = shl i32 %v592, 5
  %v594 = or i32 %v590, %v593
  %v595 = lshr i32 %v2, 4
  %v596 = and i32 %v595, 1
  %v597 = shl i32 %v596, 6
  %v598 = or i32 %v594, %v597
  %v599 = and i32 %v3, 1
  %v600 = shl i32 %v599, 7
  %v601 = or i32 %v598, %v600
  %v602 = lshr i32 %v3, 1
  %v603 = and i32 %v602, 1
  %v604 = shl i32 %v603, 8
  %v605 = or i32 %v601, %v604
  %v606 = lshr i32 %v3, 2
  %v607 = and i32 %v606, 1
  %v608 = shl i32 %v607, 9
  %v609 = or i32 %v605, %v608
  %v610 = and i32 %v609, 1023
  %v611 = zext i32 %v610 to i64
  %v612 = zext i32 %p6 to i64
  %v613 = icmp sle i64 1024, %v612
  %v614 = icmp sge i64 0, 0
  %v615 = and i1 %v613, %v614
  br i1 %v615, label %ld_full4, label %ld_edge5
ld_full4:
  %v616 = icmp ult i64 %v611, %v612
  %v617 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v611
  %v618 = load float, float addrspace(1)* %v617, align 4
  %v619 = add i64 %v611, 1
  %v620 = add i64 %v611, 1
  %v621 = icmp ult i64 %v620, %v612
  %v622 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v619
  %v623 = load float, float addrspace(1)* %v622, align 4
  %v624 = add i64 %v611, 2
  %v625 = add i64 %v611, 2
  %v626 = icmp ult i64 %v625, %v612
  %v627 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v624
  %v628 = load float, float addrspace(1)* %v627, align 4
  %v629 = add i64 %v611, 3
  %v630 = add i64 %v611, 3
  %v631 = icmp ult i64 %v630, %v612
  %v632 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v629
  %v633 = load float, float addrspace(1)* %v632, align 4
  br label %ld_done6
ld_edge5:
  %v634 = bitcast float 0x0000000000000000 to i32
  %v635 = icmp ult i64 %v611, %v612
  %v636 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v611
  %v637 = ptrtoint float addrspace(1)* %v636 to i64
  %v638 = zext i1 %v635 to i32
  %v639 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v637, i32 %v638, i32 %v634)
  %v640 = bitcast i32 %v639 to float
  %v641 = add i64 %v611, 1
  %v642 = add i64 %v611, 1
  %v643 = icmp ult i64 %v642, %v612
  %v644 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v641
  %v645 = ptrtoint float addrspace(1)* %v644 to i64
  %v646 = zext i1 %v643 to i32
  %v647 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v645, i32 %v646, i32 %v634)
  %v648 = bitcast i32 %v647 to float
  %v649 = add i64 %v611, 2
  %v650 = add i64 %v611, 2
  %v651 = icmp ult i64 %v650, %v612
  %v652 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v649
  %v653 = ptrtoint float addrspace(1)* %v652 to i64
  %v654 = zext i1 %v651 to i32
  %v655 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v653, i32 %v654, i32 %v634)
  %v656 = bitcast i32 %v655 to float
  %v657 = add i64 %v611, 3
  %v658 = add i64 %v611, 3
  %v659 = icmp ult i64 %v658, %v612
  %v660 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v657
  %v661 = ptrtoint float addrspace(1)* %v660 to i64
  %v662 = zext i1 %v659 to i32
  %v663 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v661, i32 %v662, i32 %v634)
  %v664 = bitcast i32 %v663 to float
  br label %ld_done6
ld_done6:
  %v665 = phi float [ %v618, %ld_full4 ], [ %v640, %ld_edge5 ]
  %v666 = phi float [ %v623, %ld_full4 ], [ %v648, %ld_edge5 ]
  %v667 = phi float [ %v628, %ld_full4 ], [ %v656, %ld_edge5 ]
  %v668 = phi float [ %v633, %ld_full4 ], [ %v664, %ld_edge5 ]
  %v669 = and i32 %v2, 1
  %v670 = shl i32 %v669, 2
  %v671 = lshr i32 %v2, 1
  %v672 = and i32 %v671, 1
  %v673 = shl i32 %v672, 3
  %v674 = or i32 %v670, %v673
  %v675 = lshr i32 %v2, 2
  %v676 = and i32 %v675, 1
  %v677 = shl i32 %v676, 4
  %v678 = or i32 %v674, %v677
  %v679 = lshr i32 %v2, 3
  %v680 = and i32 %v679, 1
  %v681 = shl i32 %v680, 5
  %v682 = or i32 %v678, %v681
  %v683 = lshr i32 %v2, 4
  %v684 = and i32 %v683, 1
  %v685 = shl i32 %v684, 6
  %v686 = or i32 %v682, %v685
  %v687 = and i32 %v3, 1
  %v688 = shl i32 %v687, 7
  %v689 = or i32 %v686, %v688
  %v690 = lshr i32 %v3, 1
  %v691 = and i32 %v690, 1
  %v692 = shl i32 %v691, 8
  %v693 = or i32 %v689, %v692
  %v694 = lshr i32 %v3, 2
  %v695 = and i32 %v694, 1
  %v696 = shl i32 %v695, 9
  %v697 = or i32 %v693, %v696
  %v698 = and i32 %v697, 1023
  %v699 = zext i32 %v698 to i64
  %v700 = zext i32 %p9 to i64
  %v701 = icmp sle i64 1024, %v700
  %v702 = icmp sge i64 0, 0
  %v703 = and i1 %v701, %v702
  br i1 %v703, label %ld_full7, label %ld_edge8
ld_full7:
  %v704 = icmp ult i64 %v699, %v700
  %v705 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v699
  %v706 = load float, float addrspace(1)* %v705, align 4
  %v707 = add i64 %v699, 1
  %v708 = add i64 %v699, 1
  %v709 = icmp ult i64 %v708, %v700
  %v710 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v707
  %v711 = load float, float addrspace(1)* %v710, align 4
  %v712 = add i64 %v699, 2
  %v713 = add i64 %v699, 2
  %v714 = icmp ult i64 %v713, %v700
  %v715 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v712
  %v716 = load float, float addrspace(1)* %v715, align 4
  %v717 = add i64 %v699, 3
  %v718 = add i64 %v699, 3
  %v719 = icmp ult i64 %v718, %v700
  %v720 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v717
  %v721 = load float, float addrspace(1)* %v720, align 4
  br label %ld_done9
ld_edge8:
  %v722 = bitcast float 0x0000000000000000 to i32
  %v723 = icmp ult i64 %v699, %v700
  %v724 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v699
  %v725 = ptrtoint float addrspace(1)* %v724 to i64
  %v726 = zext i1 %v723 to i32
  %v727 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v725, i32 %v726, i32 %v722)
  %v728 = bitcast i32 %v727 to float
  %v729 = add i64 %v699, 1
  %v730 = add i64 %v699, 1
  %v731 = icmp ult i64 %v730, %v700
  %v732 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v729
  %v733 = ptrtoint float addrspace(1)* %v732 to i64
  %v734 = zext i1 %v731 to i32
  %v735 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v733, i32 %v734, i32 %v722)
  %v736 = bitcast i32 %v735 to float
  %v737 = add i64 %v699, 2
  %v738 = add i64 %v699, 2
  %v739 = icmp ult i64 %v738, %v700
  %v740 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v737
  %v741 = ptrtoint float addrspace(1)* %v740 to i64
  %v742 = zext i1 %v739 to i32
  %v743 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v741, i32 %v742, i32 %v722)
  %v744 = bitcast i32 %v743 to float
  %v745 = add i64 %v699, 3
  %v746 = add i64 %v699, 3
  %v747 = icmp ult i64 %v746, %v700
  %v748 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v745
  %v749 = ptrtoint float addrspace(1)* %v748 to i64
  %v750 = zext i1 %v747 to i32
  %v751 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v749, i32 %v750, i32 %v722)
  %v752 = bitcast i32 %v751 to float
  br label %ld_done9
ld_done9:
  %v753 = phi float [ %v706, %ld_full7 ], [ %v728, %ld_edge8 ]
  %v754 = phi float [ %v711, %ld_full7 ], [ %v736, %ld_edge8 ]
  %v755 = phi float [ %v716, %ld_full7 ], [ %v744, %ld_edge8 ]
  %v756 = phi float [ %v721, %ld_full7 ], [ %v752, %ld_edge8 ]
  %v757 = fadd float %v580, 0x3EE4F8B580000000
  %v758 = call float @__nv_rsqrtf(float %v757)
  %v759 = fmul float %v497, %v758
  %v760 = fmul float %v498, %v758
  %v761 = fmul float %v499, %v758
  %v762 = fmul float %v500, %v758
  %v763 = fmul float %v501, %v758
  %v764 = fmul float %v502, %v758
  %v765 = fmul float %v503, %v758
  %v766 = fmul float %v504, %v758
  %v767 = fmul float %v505, %v758
  %v768 = fmul float %v506, %v758
  %v769 = fmul float %v507, %v758
  %v770 = fmul float %v508, %v758
  %v771 = fmul float %v509, %v758
  %v772 = fmul float %v510, %v758
  %v773 = fmul float %v511, %v758
  %v774 = fmul float %v512, %v758
  %v775 = and i32 %v2, 1
  %v776 = shl i32 %v775, 2
  %v777 = lshr i32 %v2, 1
  %v778 = and i32 %v777, 1
  %v779 = shl i32 %v778, 3
  %v780 = or i32 %v776, %v779
  %v781 = lshr i32 %v2, 2
  %v782 = and i32 %v781, 1
  %v783 = shl i32 %v782, 4
  %v784 = or i32 %v780, %v783
  %v785 = lshr i32 %v2, 3
  %v786 = and i32 %v785, 1
  %v787 = shl i32 %v786, 5
  %v788 = or i32 %v784, %v787
  %v789 = lshr i32 %v2, 4
  %v790 = and i32 %v789, 1
  %v791 = shl i32 %v790, 6
  %v792 = or i32 %v788, %v791
  %v793 = lshr i32 %v3, 2
  %v794 = and i32 %v793, 1
  %v795 = shl i32 %v794, 7
  %v796 = or i32 %v792, %v795
  %v797 = and i32 %v796, 1023
  %v798 = zext i32 %v797 to i64
  %v799 = zext i32 %p6 to i64
  %v800 = icmp sle i64 1024, %v799
  %v801 = icmp sge i64 0, 0
  %v802 = and i1 %v800, %v801
  br i1 %v802, label %ld_full10, label %ld_edge11
ld_full10:
  %v803 = icmp ult i64 %v798, %v799
  %v804 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v798
  %v805 = load float, float addrspace(1)* %v804, align 4
  %v806 = add i64 %v798, 1
  %v807 = add i64 %v798, 1
  %v808 = icmp ult i64 %v807, %v799
  %v809 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v806
  %v810 = load float, float addrspace(1)* %v809, align 4
  %v811 = add i64 %v798, 2
  %v812 = add i64 %v798, 2
  %v813 = icmp ult i64 %v812, %v799
  %v814 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v811
  %v815 = load float, float addrspace(1)* %v814, align 4
  %v816 = add i64 %v798, 3
  %v817 = add i64 %v798, 3
  %v818 = icmp ult i64 %v817, %v799
  %v819 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v816
  %v820 = load float, float addrspace(1)* %v819, align 4
  %v821 = add i64 %v798, 256
  %v822 = add i64 %v798, 256
  %v823 = icmp ult i64 %v822, %v799
  %v824 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v821
  %v825 = load float, float addrspace(1)* %v824, align 4
  %v826 = add i64 %v798, 257
  %v827 = add i64 %v798, 257
  %v828 = icmp ult i64 %v827, %v799
  %v829 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v826
  %v830 = load float, float addrspace(1)* %v829, align 4
  %v831 = add i64 %v798, 258
  %v832 = add i64 %v798, 258
  %v833 = icmp ult i64 %v832, %v799
  %v834 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v831
  %v835 = load float, float addrspace(1)* %v834, align 4
  %v836 = add i64 %v798, 259
  %v837 = add i64 %v798, 259
  %v838 = icmp ult i64 %v837, %v799
  %v839 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v836
  %v840 = load float, float addrspace(1)* %v839, align 4
  %v841 = add i64 %v798, 512
  %v842 = add i64 %v798, 512
  %v843 = icmp ult i64 %v842, %v799
  %v844 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v841
  %v845 = load float, float addrspace(1)* %v844, align 4
  %v846 = add i64 %v798, 513
  %v847 = add i64 %v798, 513
  %v848 = icmp ult i64 %v847, %v799
  %v849 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v846
  %v850 = load float, float addrspace(1)* %v849, align 4
  %v851 = add i64 %v798, 514
  %v852 = add i64 %v798, 514
  %v853 = icmp ult i64 %v852, %v799
  %v854 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v851
  %v855 = load float, float addrspace(1)* %v854, align 4
  %v856 = add i64 %v798, 515
  %v857 = add i64 %v798, 515
  %v858 = icmp ult i64 %v857, %v799
  %v859 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v856
  %v860 = load float, float addrspace(1)* %v859, align 4
  %v861 = add i64 %v798, 768
  %v862 = add i64 %v798, 768
  %v863 = icmp ult i64 %v862, %v799
  %v864 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v861
  %v865 = load float, float addrspace(1)* %v864, align 4
  %v866 = add i64 %v798, 769
  %v867 = add i64 %v798, 769
  %v868 = icmp ult i64 %v867, %v799
  %v869 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v866
  %v870 = load float, float addrspace(1)* %v869, align 4
  %v871 = add i64 %v798, 770
  %v872 = add i64 %v798, 770
  %v873 = icmp ult i64 %v872, %v799
  %v874 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v871
  %v875 = load float, float addrspace(1)* %v874, align 4
  %v876 = add i64 %v798, 771
  %v877 = add i64 %v798, 771
  %v878 = icmp ult i64 %v877, %v799
  %v879 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v876
  %v880 = load float, float addrspace(1)* %v879, align 4
  br label %ld_done12
ld_edge11:
  %v881 = bitcast float 0x0000000000000000 to i32
  %v882 = icmp ult i64 %v798, %v799
  %v883 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v798
  %v884 = ptrtoint float addrspace(1)* %v883 to i64
  %v885 = zext i1 %v882 to i32
  %v886 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v884, i32 %v885, i32 %v881)
  %v887 = bitcast i32 %v886 to float
  %v888 = add i64 %v798, 1
  %v889 = add i64 %v798, 1
  %v890 = icmp ult i64 %v889, %v799
  %v891 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v888
  %v892 = ptrtoint float addrspace(1)* %v891 to i64
  %v893 = zext i1 %v890 to i32
  %v894 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v892, i32 %v893, i32 %v881)
  %v895 = bitcast i32 %v894 to float
  %v896 = add i64 %v798, 2
  %v897 = add i64 %v798, 2
  %v898 = icmp ult i64 %v897, %v799
  %v899 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v896
  %v900 = ptrtoint float addrspace(1)* %v899 to i64
  %v901 = zext i1 %v898 to i32
  %v902 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v900, i32 %v901, i32 %v881)
  %v903 = bitcast i32 %v902 to float
  %v904 = add i64 %v798, 3
  %v905 = add i64 %v798, 3
  %v906 = icmp ult i64 %v905, %v799
  %v907 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v904
  %v908 = ptrtoint float addrspace(1)* %v907 to i64
  %v909 = zext i1 %v906 to i32
  %v910 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v908, i32 %v909, i32 %v881)
  %v911 = bitcast i32 %v910 to float
  %v912 = add i64 %v798, 256
  %v913 = add i64 %v798, 256
  %v914 = icmp ult i64 %v913, %v799
  %v915 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v912
  %v916 = ptrtoint float addrspace(1)* %v915 to i64
  %v917 = zext i1 %v914 to i32
  %v918 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v916, i32 %v917, i32 %v881)
  %v919 = bitcast i32 %v918 to float
  %v920 = add i64 %v798, 257
  %v921 = add i64 %v798, 257
  %v922 = icmp ult i64 %v921, %v799
  %v923 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v920
  %v924 = ptrtoint float addrspace(1)* %v923 to i64
  %v925 = zext i1 %v922 to i32
  %v926 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v924, i32 %v925, i32 %v881)
  %v927 = bitcast i32 %v926 to float
  %v928 = add i64 %v798, 258
  %v929 = add i64 %v798, 258
  %v930 = icmp ult i64 %v929, %v799
  %v931 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v928
  %v932 = ptrtoint float addrspace(1)* %v931 to i64
  %v933 = zext i1 %v930 to i32
  %v934 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v932, i32 %v933, i32 %v881)
  %v935 = bitcast i32 %v934 to float
  %v936 = add i64 %v798, 259
  %v937 = add i64 %v798, 259
  %v938 = icmp ult i64 %v937, %v799
  %v939 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v936
  %v940 = ptrtoint float addrspace(1)* %v939 to i64
  %v941 = zext i1 %v938 to i32
  %v942 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v940, i32 %v941, i32 %v881)
  %v943 = bitcast i32 %v942 to float
  %v944 = add i64 %v798, 512
  %v945 = add i64 %v798, 512
  %v946 = icmp ult i64 %v945, %v799
  %v947 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v944
  %v948 = ptrtoint float addrspace(1)* %v947 to i64
  %v949 = zext i1 %v946 to i32
  %v950 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v948, i32 %v949, i32 %v881)
  %v951 = bitcast i32 %v950 to float
  %v952 = add i64 %v798, 513
  %v953 = add i64 %v798, 513
  %v954 = icmp ult i64 %v953, %v799
  %v955 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v952
  %v956 = ptrtoint float addrspace(1)* %v955 to i64
  %v957 = zext i1 %v954 to i32
  %v958 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v956, i32 %v957, i32 %v881)
  %v959 = bitcast i32 %v958 to float
  %v960 = add i64 %v798, 514
  %v961 = add i64 %v798, 514
  %v962 = icmp ult i64 %v961, %v799
  %v963 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v960
  %v964 = ptrtoint float addrspace(1)* %v963 to i64
  %v965 = zext i1 %v962 to i32
  %v966 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v964, i32 %v965, i32 %v881)
  %v967 = bitcast i32 %v966 to float
  %v968 = add i64 %v798, 515
  %v969 = add i64 %v798, 515
  %v970 = icmp ult i64 %v969, %v799
  %v971 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v968
  %v972 = ptrtoint float addrspace(1)* %v971 to i64
  %v973 = zext i1 %v970 to i32
  %v974 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v972, i32 %v973, i32 %v881)
  %v975 = bitcast i32 %v974 to float
  %v976 = add i64 %v798, 768
  %v977 = add i64 %v798, 768
  %v978 = icmp ult i64 %v977, %v799
  %v979 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v976
  %v980 = ptrtoint float addrspace(1)* %v979 to i64
  %v981 = zext i1 %v978 to i32
  %v982 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v980, i32 %v981, i32 %v881)
  %v983 = bitcast i32 %v982 to float
  %v984 = add i64 %v798, 769
  %v985 = add i64 %v798, 769
  %v986 = icmp ult i64 %v985, %v799
  %v987 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v984
  %v988 = ptrtoint float addrspace(1)* %v987 to i64
  %v989 = zext i1 %v986 to i32
  %v990 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v988, i32 %v989, i32 %v881)
  %v991 = bitcast i32 %v990 to float
  %v992 = add i64 %v798, 770
  %v993 = add i64 %v798, 770
  %v994 = icmp ult i64 %v993, %v799
  %v995 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v992
  %v996 = ptrtoint float addrspace(1)* %v995 to i64
  %v997 = zext i1 %v994 to i32
  %v998 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v996, i32 %v997, i32 %v881)
  %v999 = bitcast i32 %v998 to float
  %v1000 = add i64 %v798, 771
  %v1001 = add i64 %v798, 771
  %v1002 = icmp ult i64 %v1001, %v799
  %v1003 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1000
  %v1004 = ptrtoint float addrspace(1)* %v1003 to i64
  %v1005 = zext i1 %v1002 to i32
  %v1006 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1004, i32 %v1005, i32 %v881)
  %v1007 = bitcast i32 %v1006 to float
  br label %ld_done12
ld_done12:
  %v1008 = phi float [ %v805, %ld_full10 ], [ %v887, %ld_edge11 ]
  %v1009 = phi float [ %v810, %ld_full10 ], [ %v895, %ld_edge11 ]
  %v1010 = phi float [ %v815, %ld_full10 ], [ %v903, %ld_edge11 ]
  %v1011 = phi float [ %v820, %ld_full10 ], [ %v911, %ld_edge11 ]
  %v1012 = phi float [ %v825, %ld_full10 ], [ %v919, %ld_edge11 ]
  %v1013 = phi float [ %v830, %ld_full10 ], [ %v927, %ld_edge11 ]
  %v1014 = phi float [ %v835, %ld_full10 ], [ %v935, %ld_edge11 ]
  %v1015 = phi float [ %v840, %ld_full10 ], [ %v943, %ld_edge11 ]
  %v1016 = phi float [ %v845, %ld_full10 ], [ %v951, %ld_edge11 ]
  %v1017 = phi float [ %v850, %ld_full10 ], [ %v959, %ld_edge11 ]
  %v1018 = phi float [ %v855, %ld_full10 ], [ %v967, %ld_edge11 ]
  %v1019 = phi float [ %v860, %ld_full10 ], [ %v975, %ld_edge11 ]
  %v1020 = phi float [ %v865, %ld_full10 ], [ %v983, %ld_edge11 ]
  %v1021 = phi float [ %v870, %ld_full10 ], [ %v991, %ld_edge11 ]
  %v1022 = phi float [ %v875, %ld_full10 ], [ %v999, %ld_edge11 ]
  %v1023 = phi float [ %v880, %ld_full10 ], [ %v1007, %ld_edge11 ]
  %v1024 = fmul float %v759, %v1008
  %v1025 = fmul float %v760, %v1009
  %v1026 = fmul float %v761, %v1010
  %v1027 = fmul float %v762, %v1011
  %v1028 = fmul float %v763, %v1012
  %v1029 = fmul float %v764, %v1013
  %v1030 = fmul float %v765, %v1014
  %v1031 = fmul float %v766, %v1015
  %v1032 = fmul float %v767, %v1016
  %v1033 = fmul float %v768, %v1017
  %v1034 = fmul float %v769, %v1018
  %v1035 = fmul float %v770, %v1019
  %v1036 = fmul float %v771, %v1020
  %v1037 = fmul float %v772, %v1021
  %v1038 = fmul float %v773, %v1022
  %v1039 = fmul float %v774, %v1023
  %v1040 = and i32 %v2, 1
  %v1041 = shl i32 %v1040, 2
  %v1042 = lshr i32 %v2, 1
  %v1043 = and i32 %v1042, 1
  %v1044 = shl i32 %v1043, 3
  %v1045 = or i32 %v1041, %v1044
  %v1046 = lshr i32 %v2, 2
  %v1047 = and i32 %v1046, 1
  %v1048 = shl i32 %v1047, 4
  %v1049 = or i32 %v1045, %v1048
  %v1050 = lshr i32 %v2, 3
  %v1051 = and i32 %v1050, 1
  %v1052 = shl i32 %v1051, 5
  %v1053 = or i32 %v1049, %v1052
  %v1054 = lshr i32 %v2, 4
  %v1055 = and i32 %v1054, 1
  %v1056 = shl i32 %v1055, 6
  %v1057 = or i32 %v1053, %v1056
  %v1058 = lshr i32 %v3, 2
  %v1059 = and i32 %v1058, 1
  %v1060 = shl i32 %v1059, 7
  %v1061 = or i32 %v1057, %v1060
  %v1062 = and i32 %v1061, 1023
  %v1063 = zext i32 %v1062 to i64
  %v1064 = zext i32 %p9 to i64
  %v1065 = icmp sle i64 1024, %v1064
  %v1066 = icmp sge i64 0, 0
  %v1067 = and i1 %v1065, %v1066
  br i1 %v1067, label %ld_full13, label %ld_edge14
ld_full13:
  %v1068 = icmp ult i64 %v1063, %v1064
  %v1069 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1063
  %v1070 = load float, float addrspace(1)* %v1069, align 4
  %v1071 = add i64 %v1063, 1
  %v1072 = add i64 %v1063, 1
  %v1073 = icmp ult i64 %v1072, %v1064
  %v1074 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1071
  %v1075 = load float, float addrspace(1)* %v1074, align 4
  %v1076 = add i64 %v1063, 2
  %v1077 = add i64 %v1063, 2
  %v1078 = icmp ult i64 %v1077, %v1064
  %v1079 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1076
  %v1080 = load float, float addrspace(1)* %v1079, align 4
  %v1081 = add i64 %v1063, 3
  %v1082 = add i64 %v1063, 3
  %v1083 = icmp ult i64 %v1082, %v1064
  %v1084 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1081
  %v1085 = load float, float addrspace(1)* %v1084, align 4
  %v1086 = add i64 %v1063, 256
  %v1087 = add i64 %v1063, 256
  %v1088 = icmp ult i64 %v1087, %v1064
  %v1089 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1086
  %v1090 = load float, float addrspace(1)* %v1089, align 4
  %v1091 = add i64 %v1063, 257
  %v1092 = add i64 %v1063, 257
  %v1093 = icmp ult i64 %v1092, %v1064
  %v1094 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1091
  %v1095 = load float, float addrspace(1)* %v1094, align 4
  %v1096 = add i64 %v1063, 258
  %v1097 = add i64 %v1063, 258
  %v1098 = icmp ult i64 %v1097, %v1064
  %v1099 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1096
  %v1100 = load float, float addrspace(1)* %v1099, align 4
  %v1101 = add i64 %v1063, 259
  %v1102 = add i64 %v1063, 259
  %v1103 = icmp ult i64 %v1102, %v1064
  %v1104 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1101
  %v1105 = load float, float addrspace(1)* %v1104, align 4
  %v1106 = add i64 %v1063, 512
  %v1107 = add i64 %v1063, 512
  %v1108 = icmp ult i64 %v1107, %v1064
  %v1109 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1106
  %v1110 = load float, float addrspace(1)* %v1109, align 4
  %v1111 = add i64 %v1063, 513
  %v1112 = add i64 %v1063, 513
  %v1113 = icmp ult i64 %v1112, %v1064
  %v1114 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1111
  %v1115 = load float, float addrspace(1)* %v1114, align 4
  %v1116 = add i64 %v1063, 514
  %v1117 = add i64 %v1063, 514
  %v1118 = icmp ult i64 %v1117, %v1064
  %v1119 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1116
  %v1120 = load float, float addrspace(1)* %v1119, align 4
  %v1121 = add i64 %v1063, 515
  %v1122 = add i64 %v1063, 515
  %v1123 = icmp ult i64 %v1122, %v1064
  %v1124 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1121
  %v1125 = load float, float addrspace(1)* %v1124, align 4
  %v1126 = add i64 %v1063, 768
  %v1127 = add i64 %v1063, 768
  %v1128 = icmp ult i64 %v1127, %v1064
  %v1129 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1126
  %v1130 = load float, float addrspace(1)* %v1129, align 4
  %v1131 = add i64 %v1063, 769
  %v1132 = add i64 %v1063, 769
  %v1133 = icmp ult i64 %v1132, %v1064
  %v1134 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1131
  %v1135 = load float, float addrspace(1)* %v1134, align 4
  %v1136 = add i64 %v1063, 770
  %v1137 = add i64 %v1063, 770
  %v1138 = icmp ult i64 %v1137, %v1064
  %v1139 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1136
  %v1140 = load float, float addrspace(1)* %v1139, align 4
  %v1141 = add i64 %v1063, 771
  %v1142 = add i64 %v1063, 771
  %v1143 = icmp ult i64 %v1142, %v1064
  %v1144 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1141
  %v1145 = load float, float addrspace(1)* %v1144, align 4
  br label %ld_done15
ld_edge14:
  %v1146 = bitcast float 0x0000000000000000 to i32
  %v1147 = icmp ult i64 %v1063, %v1064
  %v1148 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1063
  %v1149 = ptrtoint float addrspace(1)* %v1148 to i64
  %v1150 = zext i1 %v1147 to i32
  %v1151 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1149, i32 %v1150, i32 %v1146)
  %v1152 = bitcast i32 %v1151 to float
  %v1153 = add i64 %v1063, 1
  %v1154 = add i64 %v1063, 1
  %v1155 = icmp ult i64 %v1154, %v1064
  %v1156 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1153
  %v1157 = ptrtoint float addrspace(1)* %v1156 to i64
  %v1158 = zext i1 %v1155 to i32
  %v1159 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1157, i32 %v1158, i32 %v1146)
  %v1160 = bitcast i32 %v1159 to float
  %v1161 = add i64 %v1063, 2
  %v1162 = add i64 %v1063, 2
  %v1163 = icmp ult i64 %v1162, %v1064
  %v1164 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1161
  %v1165 = ptrtoint float addrspace(1)* %v1164 to i64
  %v1166 = zext i1 %v1163 to i32
  %v1167 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1165, i32 %v1166, i32 %v1146)
  %v1168 = bitcast i32 %v1167 to float
  %v1169 = add i64 %v1063, 3
  %v1170 = add i64 %v1063, 3
  %v1171 = icmp ult i64 %v1170, %v1064
  %v1172 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1169
  %v1173 = ptrtoint float addrspace(1)* %v1172 to i64
  %v1174 = zext i1 %v1171 to i32
  %v1175 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1173, i32 %v1174, i32 %v1146)
  %v1176 = bitcast i32 %v1175 to float
  %v1177 = add i64 %v1063, 256
  %v1178 = add i64 %v1063, 256
  %v1179 = icmp ult i64 %v1178, %v1064
  %v1180 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1177
  %v1181 = ptrtoint float addrspace(1)* %v1180 to i64
  %v1182 = zext i1 %v1179 to i32
  %v1183 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1181, i32 %v1182, i32 %v1146)
  %v1184 = bitcast i32 %v1183 to float
  %v1185 = add i64 %v1063, 257
  %v1186 = add i64 %v1063, 257
  %v1187 = icmp ult i64 %v1186, %v1064
  %v1188 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1185
  %v1189 = ptrtoint float addrspace(1)* %v1188 to i64
  %v1190 = zext i1 %v1187 to i32
  %v1191 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1189, i32 %v1190, i32 %v1146)
  %v1192 = bitcast i32 %v1191 to float
  %v1193 = add i64 %v1063, 258
  %v1194 = add i64 %v1063, 258
  %v1195 = icmp ult i64 %v1194, %v1064
  %v1196 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1193
  %v1197 = ptrtoint float addrspace(1)* %v1196 to i64
  %v1198 = zext i1 %v1195 to i32
  %v1199 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1197, i32 %v1198, i32 %v1146)
  %v1200 = bitcast i32 %v1199 to float
  %v1201 = add i64 %v1063, 259
  %v1202 = add i64 %v1063, 259
  %v1203 = icmp ult i64 %v1202, %v1064
  %v1204 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1201
  %v1205 = ptrtoint float addrspace(1)* %v1204 to i64
  %v1206 = zext i1 %v1203 to i32
  %v1207 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1205, i32 %v1206, i32 %v1146)
  %v1208 = bitcast i32 %v1207 to float
  %v1209 = add i64 %v1063, 512
  %v1210 = add i64 %v1063, 512
  %v1211 = icmp ult i64 %v1210, %v1064
  %v1212 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1209
  %v1213 = ptrtoint float addrspace(1)* %v1212 to i64
  %v1214 = zext i1 %v1211 to i32
  %v1215 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1213, i32 %v1214, i32 %v1146)
  %v1216 = bitcast i32 %v1215 to float
  %v1217 = add i64 %v1063, 513
  %v1218 = add i64 %v1063, 513
  %v1219 = icmp ult i64 %v1218, %v1064
  %v1220 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1217
  %v1221 = ptrtoint float addrspace(1)* %v1220 to i64
  %v1222 = zext i1 %v1219 to i32
  %v1223 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1221, i32 %v1222, i32 %v1146)
  %v1224 = bitcast i32 %v1223 to float
  %v1225 = add i64 %v1063, 514
  %v1226 = add i64 %v1063, 514
  %v1227 = icmp ult i64 %v1226, %v1064
  %v1228 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1225
  %v1229 = ptrtoint float addrspace(1)* %v1228 to i64
  %v1230 = zext i1 %v1227 to i32
  %v1231 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1229, i32 %v1230, i32 %v1146)
  %v1232 = bitcast i32 %v1231 to float
  %v1233 = add i64 %v1063, 515
  %v1234 = add i64 %v1063, 515
  %v1235 = icmp ult i64 %v1234, %v1064
  %v1236 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1233
  %v1237 = ptrtoint float addrspace(1)* %v1236 to i64
  %v1238 = zext i1 %v1235 to i32
  %v1239 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1237, i32 %v1238, i32 %v1146)
  %v1240 = bitcast i32 %v1239 to float
  %v1241 = add i64 %v1063, 768
  %v1242 = add i64 %v1063, 768
  %v1243 = icmp ult i64 %v1242, %v1064
  %v1244 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1241
  %v1245 = ptrtoint float addrspace(1)* %v1244 to i64
  %v1246 = zext i1 %v1243 to i32
  %v1247 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1245, i32 %v1246, i32 %v1146)
  %v1248 = bitcast i32 %v1247 to float
  %v1249 = add i64 %v1063, 769
  %v1250 = add i64 %v1063, 769
  %v1251 = icmp ult i64 %v1250, %v1064
  %v1252 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1249
  %v1253 = ptrtoint float addrspace(1)* %v1252 to i64
  %v1254 = zext i1 %v1251 to i32
  %v1255 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1253, i32 %v1254, i32 %v1146)
  %v1256 = bitcast i32 %v1255 to float
  %v1257 = add i64 %v1063, 770
  %v1258 = add i64 %v1063, 770
  %v1259 = icmp ult i64 %v1258, %v1064
  %v1260 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1257
  %v1261 = ptrtoint float addrspace(1)* %v1260 to i64
  %v1262 = zext i1 %v1259 to i32
  %v1263 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1261, i32 %v1262, i32 %v1146)
  %v1264 = bitcast i32 %v1263 to float
  %v1265 = add i64 %v1063, 771
  %v1266 = add i64 %v1063, 771
  %v1267 = icmp ult i64 %v1266, %v1064
  %v1268 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1265
  %v1269 = ptrtoint float addrspace(1)* %v1268 to i64
  %v1270 = zext i1 %v1267 to i32
  %v1271 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1269, i32 %v1270, i32 %v1146)
  %v1272 = bitcast i32 %v1271 to float
  br label %ld_done15
ld_done15:
  %v1273 = phi float [ %v1070, %ld_full13 ], [ %v1152, %ld_edge14 ]
  %v1274 = phi float [ %v1075, %ld_full13 ], [ %v1160, %ld_edge14 ]
  %v1275 = phi float [ %v1080, %ld_full13 ], [ %v1168, %ld_edge14 ]
  %v1276 = phi float [ %v1085, %ld_full13 ], [ %v1176, %ld_edge14 ]
  %v1277 = phi float [ %v1090, %ld_full13 ], [ %v1184, %ld_edge14 ]
  %v1278 = phi float [ %v1095, %ld_full13 ], [ %v1192, %ld_edge14 ]
  %v1279 = phi float [ %v1100, %ld_full13 ], [ %v1200, %ld_edge14 ]
  %v1280 = phi float [ %v1105, %ld_full13 ], [ %v1208, %ld_edge14 ]
  %v1281 = phi float [ %v1110, %ld_full13 ], [ %v1216, %ld_edge14 ]
  %v1282 = phi float [ %v1115, %ld_full13 ], [ %v1224, %ld_edge14 ]
  %v1283 = phi float [ %v1120, %ld_full13 ], [ %v1232, %ld_edge14 ]
  %v1284 = phi float [ %v1125, %ld_full13 ], [ %v1240, %ld_edge14 ]
  %v1285 = phi float [ %v1130, %ld_full13 ], [ %v1248, %ld_edge14 ]
  %v1286 = phi float [ %v1135, %ld_full13 ], [ %v1256, %ld_edge14 ]
  %v1287 = phi float [ %v1140, %ld_full13 ], [ %v1264, %ld_edge14 ]
  %v1288 = phi float [ %v1145, %ld_full13 ], [ %v1272, %ld_edge14 ]
  %v1289 = fadd float %v1024, %v1273
  %v1290 = fadd float %v1025, %v1274
  %v1291 = fadd float %v1026, %v1275
  %v1292 = fadd float %v1027, %v1276
  %v1293 = fadd float %v1028, %v1277
  %v1294 = fadd float %v1029, %v1278
  %v1295 = fadd float %v1030, %v1279
  %v1296 = fadd float %v1031, %v1280
  %v1297 = fadd float %v1032, %v1281
  %v1298 = fadd float %v1033, %v1282
  %v1299 = fadd float %v1034, %v1283
  %v1300 = fadd float %v1035, %v1284
  %v1301 = fadd float %v1036, %v1285
  %v1302 = fadd float %v1037, %v1286
  %v1303 = fadd float %v1038, %v1287
  %v1304 = fadd float %v1039, %v1288
  %v1305 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v1306 = and i32 %v2, 1
  %v1307 = shl i32 %v1306, 2
  %v1308 = lshr i32 %v2, 1
  %v1309 = and i32 %v1308, 1
  %v1310 = shl i32 %v1309, 3
  %v1311 = or i32 %v1307, %v1310
  %v1312 = lshr i32 %v2, 2
  %v1313 = and i32 %v1312, 1
  %v1314 = shl i32 %v1313, 4
  %v1315 = or i32 %v1311, %v1314
  %v1316 = lshr i32 %v2, 3
  %v1317 = and i32 %v1316, 1
  %v1318 = shl i32 %v1317, 5
  %v1319 = or i32 %v1315, %v1318
  %v1320 = lshr i32 %v2, 4
  %v1321 = and i32 %v1320, 1
  %v1322 = shl i32 %v1321, 6
  %v1323 = or i32 %v1319, %v1322
  %v1324 = and i32 %v3, 1
  %v1325 = shl i32 %v1324, 10
  %v1326 = or i32 %v1323, %v1325
  %v1327 = lshr i32 %v3, 1
  %v1328 = and i32 %v1327, 1
  %v1329 = shl i32 %v1328, 11
  %v1330 = or i32 %v1326, %v1329
  %v1331 = lshr i32 %v3, 2
  %v1332 = and i32 %v1331, 1
  %v1333 = shl i32 %v1332, 7
  %v1334 = or i32 %v1330, %v1333
  %v1335 = lshr i32 %v1334, 10
  %v1336 = and i32 %v1335, 3
  %v1337 = and i32 %v1334, 1023
  %v1338 = sext i32 %v1305 to i64
  %v1339 = mul i64 %v1338, 4
  %v1340 = zext i32 %v1336 to i64
  %v1341 = add i64 %v1339, %v1340
  %v1342 = sext i32 %p14 to i64
  %v1343 = zext i32 %p12 to i64
  %v1344 = mul i64 %v1341, %v1342
  %v1345 = add i64 %v1339, 4
  %v1346 = icmp sle i64 %v1345, %v1343
  %v1347 = icmp sge i64 %v1338, 0
  %v1348 = and i1 %v1346, %v1347
  %v1349 = zext i32 %v1337 to i64
  %v1350 = zext i32 %p13 to i64
  %v1351 = add i64 %v1344, %v1349
  %v1352 = icmp sle i64 1024, %v1350
  %v1353 = icmp sge i64 0, 0
  %v1354 = and i1 %v1352, %v1353
  %v1355 = and i1 %v1348, %v1354
  br i1 %v1355, label %st_full16, label %st_edge17
st_full16:
  %v1356 = icmp ult i64 %v1341, %v1343
  %v1357 = icmp ult i64 %v1349, %v1350
  %v1358 = and i1 %v1356, %v1357
  %v1359 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1351
  store float %v1289, float addrspace(1)* %v1359, align 4
  %v1360 = icmp ult i64 %v1341, %v1343
  %v1361 = add i64 %v1351, 1
  %v1362 = add i64 %v1349, 1
  %v1363 = icmp ult i64 %v1362, %v1350
  %v1364 = and i1 %v1360, %v1363
  %v1365 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1361
  store float %v1290, float addrspace(1)* %v1365, align 4
  %v1366 = icmp ult i64 %v1341, %v1343
  %v1367 = add i64 %v1351, 2
  %v1368 = add i64 %v1349, 2
  %v1369 = icmp ult i64 %v1368, %v1350
  %v1370 = and i1 %v1366, %v1369
  %v1371 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1367
  store float %v1291, float addrspace(1)* %v1371, align 4
  %v1372 = icmp ult i64 %v1341, %v1343
  %v1373 = add i64 %v1351, 3
  %v1374 = add i64 %v1349, 3
  %v1375 = icmp ult i64 %v1374, %v1350
  %v1376 = and i1 %v1372, %v1375
  %v1377 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1373
  store float %v1292, float addrspace(1)* %v1377, align 4
  %v1378 = icmp ult i64 %v1341, %v1343
  %v1379 = add i64 %v1351, 256
  %v1380 = add i64 %v1349, 256
  %v1381 = icmp ult i64 %v1380, %v1350
  %v1382 = and i1 %v1378, %v1381
  %v1383 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1379
  store float %v1293, float addrspace(1)* %v1383, align 4
  %v1384 = icmp ult i64 %v1341, %v1343
  %v1385 = add i64 %v1351, 257
  %v1386 = add i64 %v1349, 257
  %v1387 = icmp ult i64 %v1386, %v1350
  %v1388 = and i1 %v1384, %v1387
  %v1389 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1385
  store float %v1294, float addrspace(1)* %v1389, align 4
  %v1390 = icmp ult i64 %v1341, %v1343
  %v1391 = add i64 %v1351, 258
  %v1392 = add i64 %v1349, 258
  %v1393 = icmp ult i64 %v1392, %v1350
  %v1394 = and i1 %v1390, %v1393
  %v1395 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1391
  store float %v1295, float addrspace(1)* %v1395, align 4
  %v1396 = icmp ult i64 %v1341, %v1343
  %v1397 = add i64 %v1351, 259
  %v1398 = add i64 %v1349, 259
  %v1399 = icmp ult i64 %v1398, %v1350
  %v1400 = and i1 %v1396, %v1399
  %v1401 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1397
  store float %v1296, float addrspace(1)* %v1401, align 4
  %v1402 = icmp ult i64 %v1341, %v1343
  %v1403 = add i64 %v1351, 512
  %v1404 = add i64 %v1349, 512
  %v1405 = icmp ult i64 %v1404, %v1350
  %v1406 = and i1 %v1402, %v1405
  %v1407 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1403
  store float %v1297, float addrspace(1)* %v1407, align 4
  %v1408 = icmp ult i64 %v1341, %v1343
  %v1409 = add i64 %v1351, 513
  %v1410 = add i64 %v1349, 513
  %v1411 = icmp ult i64 %v1410, %v1350
  %v1412 = and i1 %v1408, %v1411
  %v1413 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1409
  store float %v1298, float addrspace(1)* %v1413, align 4
  %v1414 = icmp ult i64 %v1341, %v1343
  %v1415 = add i64 %v1351, 514
  %v1416 = add i64 %v1349, 514
  %v1417 = icmp ult i64 %v1416, %v1350
  %v1418 = and i1 %v1414, %v1417
  %v1419 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1415
  store float %v1299, float addrspace(1)* %v1419, align 4
  %v1420 = icmp ult i64 %v1341, %v1343
  %v1421 = add i64 %v1351, 515
  %v1422 = add i64 %v1349, 515
  %v1423 = icmp ult i64 %v1422, %v1350
  %v1424 = and i1 %v1420, %v1423
  %v1425 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1421
  store float %v1300, float addrspace(1)* %v1425, align 4
  %v1426 = icmp ult i64 %v1341, %v1343
  %v1427 = add i64 %v1351, 768
  %v1428 = add i64 %v1349, 768
  %v1429 = icmp ult i64 %v1428, %v1350
  %v1430 = and i1 %v1426, %v1429
  %v1431 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1427
  store float %v1301, float addrspace(1)* %v1431, align 4
  %v1432 = icmp ult i64 %v1341, %v1343
  %v1433 = add i64 %v1351, 769
  %v1434 = add i64 %v1349, 769
  %v1435 = icmp ult i64 %v1434, %v1350
  %v1436 = and i1 %v1432, %v1435
  %v1437 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1433
  store float %v1302, float addrspace(1)* %v1437, align 4
  %v1438 = icmp ult i64 %v1341, %v1343
  %v1439 = add i64 %v1351, 770
  %v1440 = add i64 %v1349, 770
  %v1441 = icmp ult i64 %v1440, %v1350
  %v1442 = and i1 %v1438, %v1441
  %v1443 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1439
  store float %v1303, float addrspace(1)* %v1443, align 4
  %v1444 = icmp ult i64 %v1341, %v1343
  %v1445 = add i64 %v1351, 771
  %v1446 = add i64 %v1349, 771
  %v1447 = icmp ult i64 %v1446, %v1350
  %v1448 = and i1 %v1444, %v1447
  %v1449 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1445
  store float %v1304, float addrspace(1)* %v1449, align 4
  br label %st_done18
st_edge17:
  %v1450 = icmp ult i64 %v1341, %v1343
  %v1451 = icmp ult i64 %v1349, %v1350
  %v1452 = and i1 %v1450, %v1451
  %v1453 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1351
  br i1 %v1452, label %st19, label %join20
st_done18:
  ret void
st19:
  store float %v1289, float addrspace(1)* %v1453, align 4
  br label %join20
join20:
  %v1454 = icmp ult i64 %v1341, %v1343
  %v1455 = add i64 %v1351, 1
  %v1456 = add i64 %v1349, 1
  %v1457 = icmp ult i64 %v1456, %v1350
  %v1458 = and i1 %v1454, %v1457
  %v1459 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1455
  br i1 %v1458, label %st21, label %join22
st21:
  store float %v1290, float addrspace(1)* %v1459, align 4
  br label %join22
join22:
  %v1460 = icmp ult i64 %v1341, %v1343
  %v1461 = add i64 %v1351, 2
  %v1462 = add i64 %v1349, 2
  %v1463 = icmp ult i64 %v1462, %v1350
  %v1464 = and i1 %v1460, %v1463
  %v1465 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1461
  br i1 %v1464, label %st23, label %join24
st23:
  store float %v1291, float addrspace(1)* %v1465, align 4
  br label %join24
join24:
  %v1466 = icmp ult i64 %v1341, %v1343
  %v1467 = add i64 %v1351, 3
  %v1468 = add i64 %v1349, 3
  %v1469 = icmp ult i64 %v1468, %v1350
  %v1470 = and i1 %v1466, %v1469
  %v1471 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1467
  br i1 %v1470, label %st25, label %join26
st25:
  store float %v1292, float addrspace(1)* %v1471, align 4
  br label %join26
join26:
  %v1472 = icmp ult i64 %v1341, %v1343
  %v1473 = add i64 %v1351, 256
  %v1474 = add i64 %v1349, 256
  %v1475 = icmp ult i64 %v1474, %v1350
  %v1476 = and i1 %v1472, %v1475
  %v1477 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1473
  br i1 %v1476, label %st27, label %join28
st27:
  store float %v1293, float addrspace(1)* %v1477, align 4
  br label %join28
join28:
  %v1478 = icmp ult i64 %v1341, %v1343
  %v1479 = add i64 %v1351, 257
  %v1480 = add i64 %v1349, 257
  %v1481 = icmp ult i64 %v1480, %v1350
  %v1482 = and i1 %v1478, %v1481
  %v1483 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1479
  br i1 %v1482, label %st29, label %join30
st29:
  store float %v1294, float addrspace(1)* %v1483, align 4
  br label %join30
join30:
  %v1484 = icmp ult i64 %v1341, %v1343
  %v1485 = add i64 %v1351, 258
  %v1486 = add i64 %v1349, 258
  %v1487 = icmp ult i64 %v1486, %v1350
  %v1488 = and i1 %v1484, %v1487
  %v1489 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1485
  br i1 %v1488, label %st31, label %join32
st31:
  store float %v1295, float addrspace(1)* %v1489, align 4
  br label %join32
join32:
  %v1490 = icmp ult i64 %v1341, %v1343
  %v1491 = add i64 %v1351, 259
  %v1492 = add i64 %v1349, 259
  %v1493 = icmp ult i64 %v1492, %v1350
  %v1494 = and i1 %v1490, %v1493
  %v1495 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1491
  br i1 %v1494, label %st33, label %join34
st33:
  store float %v1296, float addrspace(1)* %v1495, align 4
  br label %join34
join34:
  %v1496 = icmp ult i64 %v1341, %v1343
  %v1497 = add i64 %v1351, 512
  %v1498 = add i64 %v1349, 512
  %v1499 = icmp ult i64 %v1498, %v1350
  %v1500 = and i1 %v1496, %v1499
  %v1501 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1497
  br i1 %v1500, label %st35, label %join36
st35:
  store float %v1297, float addrspace(1)* %v1501, align 4
  br label %join36
join36:
  %v1502 = icmp ult i64 %v1341, %v1343
  %v1503 = add i64 %v1351, 513
  %v1504 = add i64 %v1349, 513
  %v1505 = icmp ult i64 %v1504, %v1350
  %v1506 = and i1 %v1502, %v1505
  %v1507 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1503
  br i1 %v1506, label %st37, label %join38
st37:
  store float %v1298, float addrspace(1)* %v1507, align 4
  br label %join38
join38:
  %v1508 = icmp ult i64 %v1341, %v1343
  %v1509 = add i64 %v1351, 514
  %v1510 = add i64 %v1349, 514
  %v1511 = icmp ult i64 %v1510, %v1350
  %v1512 = and i1 %v1508, %v1511
  %v1513 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1509
  br i1 %v1512, label %st39, label %join40
st39:
  store float %v1299, float addrspace(1)* %v1513, align 4
  br label %join40
join40:
  %v1514 = icmp ult i64 %v1341, %v1343
  %v1515 = add i64 %v1351, 515
  %v1516 = add i64 %v1349, 515
  %v1517 = icmp ult i64 %v1516, %v1350
  %v1518 = and i1 %v1514, %v1517
  %v1519 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1515
  br i1 %v1518, label %st41, label %join42
st41:
  store float %v1300, float addrspace(1)* %v1519, align 4
  br label %join42
join42:
  %v1520 = icmp ult i64 %v1341, %v1343
  %v1521 = add i64 %v1351, 768
  %v1522 = add i64 %v1349, 768
  %v1523 = icmp ult i64 %v1522, %v1350
  %v1524 = and i1 %v1520, %v1523
  %v1525 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1521
  br i1 %v1524, label %st43, label %join44
st43:
  store float %v1301, float addrspace(1)* %v1525, align 4
  br label %join44
join44:
  %v1526 = icmp ult i64 %v1341, %v1343
  %v1527 = add i64 %v1351, 769
  %v1528 = add i64 %v1349, 769
  %v1529 = icmp ult i64 %v1528, %v1350
  %v1530 = and i1 %v1526, %v1529
  %v1531 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1527
  br i1 %v1530, label %st45, label %join46
st45:
  store float %v1302, float addrspace(1)* %v1531, align 4
  br label %join46
join46:
  %v1532 = icmp ult i64 %v1341, %v1343
  %v1533 = add i64 %v1351, 770
  %v1534 = add i64 %v1349, 770
  %v1535 = icmp ult i64 %v1534, %v1350
  %v1536 = and i1 %v1532, %v1535
  %v1537 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1533
  br i1 %v1536, label %st47, label %join48
st47:
  store float %v1303, float addrspace(1)* %v1537, align 4
  br label %join48
join48:
  %v1538 = icmp ult i64 %v1341, %v1343
  %v1539 = add i64 %v1351, 771
  %v1540 = add i64 %v1349, 771
  %v1541 = icmp ult i64 %v1540, %v1350
  %v1542 = and i1 %v1538, %v1541
  %v1543 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1539
  br i1 %v1542, label %st49, label %join50
st49:
  store float %v1304, float addrspace(1)* %v1543, align 4
  br label %join50
join50:
  br label %st_done18
}

declare float @__nv_rsqrtf(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1, !2}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @layernorm, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @layernorm, !"maxntidx", i32 256}
!2 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @layernorm, !"minctasm", i32 4}
!nvvmir.version = !{!3}
!3 = !{i32 2, i32 0}

; kernel layernorm_looped [eps=1e-5, BM=8, BN=256, OCC=4, TMA=1, STATIC=0, W=0]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @layernorm_looped(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias readonly %p5, i32 %p6, i32 %p7, float addrspace(1)* noalias readonly %p8, i32 %p9, i32 %p10, float addrspace(1)* noalias %p11, i32 %p12, i32 %p13, i32 %p14, i32 %p15) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = icmp eq i32 256, 0
  %v6 = select i1 %v5, i32 1, i32 256
  %v7 = icmp eq i32 256, -1
  %v8 = select i1 %v7, i32 1, i32 %v6
  %v9 = sdiv i32 %p2, %v8
  %v10 = sub i32 0, %v9
  %v11 = select i1 %v7, i32 %v10, i32 %v9
  %v12 = srem i32 %p2, %v8
  %v13 = select i1 %v7, i32 0, i32 %v12
  %v14 = icmp ne i32 %v13, 0
  %v15 = xor i32 %v13, 256
  %v16 = icmp sge i32 %v15, 0
  %v17 = and i1 %v14, %v16
  %v18 = add i32 %v11, 1
  %v19 = select i1 %v17, i32 %v18, i32 %v11
  %v20 = select i1 %v5, i32 0, i32 %v19
  %v21 = sext i32 %v20 to i64
  br label %for1
for1:
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v631, %ld_done6 ]
  %v23 = phi float [ 0x0000000000000000, %entry0 ], [ %v754, %ld_done6 ]
  %v24 = phi i64 [ 0, %entry0 ], [ %v755, %ld_done6 ]
  %v25 = icmp slt i64 %v24, %v21
  %v26 = icmp sgt i64 %v24, %v21
  %v27 = icmp sgt i64 1, 0
  %v28 = select i1 %v27, i1 %v25, i1 %v26
  br i1 %v28, label %body2, label %endfor3
body2:
  %v29 = trunc i64 %v24 to i32
  %v30 = and i32 %v2, 1
  %v31 = shl i32 %v30, 2
  %v32 = lshr i32 %v2, 1
  %v33 = and i32 %v32, 1
  %v34 = shl i32 %v33, 3
  %v35 = or i32 %v31, %v34
  %v36 = lshr i32 %v2, 2
  %v37 = and i32 %v36, 1
  %v38 = shl i32 %v37, 4
  %v39 = or i32 %v35, %v38
  %v40 = lshr i32 %v2, 3
  %v41 = and i32 %v40, 1
  %v42 = shl i32 %v41, 5
  %v43 = or i32 %v39, %v42
  %v44 = lshr i32 %v2, 4
  %v45 = and i32 %v44, 1
  %v46 = shl i32 %v45, 6
  %v47 = or i32 %v43, %v46
  %v48 = and i32 %v3, 1
  %v49 = shl i32 %v48, 8
  %v50 = or i32 %v47, %v49
  %v51 = lshr i32 %v3, 1
  %v52 = and i32 %v51, 1
  %v53 = shl i32 %v52, 9
  %v54 = or i32 %v50, %v53
  %v55 = lshr i32 %v54, 8
  %v56 = and i32 %v55, 7
  %v57 = and i32 %v54, 255
  %v58 = sext i32 %v4 to i64
  %v59 = mul i64 %v58, 8
  %v60 = zext i32 %v56 to i64
  %v61 = add i64 %v59, %v60
  %v62 = sext i32 %p3 to i64
  %v63 = zext i32 %p1 to i64
  %v64 = mul i64 %v61, %v62
  %v65 = add i64 %v59, 8
  %v66 = icmp sle i64 %v65, %v63
  %v67 = icmp sge i64 %v58, 0
  %v68 = and i1 %v66, %v67
  %v69 = sext i32 %v29 to i64
  %v70 = mul i64 %v69, 256
  %v71 = zext i32 %v57 to i64
  %v72 = add i64 %v70, %v71
  %v73 = zext i32 %p2 to i64
  %v74 = add i64 %v64, %v72
  %v75 = add i64 %v70, 256
  %v76 = icmp sle i64 %v75, %v73
  %v77 = icmp sge i64 %v69, 0
  %v78 = and i1 %v76, %v77
  %v79 = and i1 %v68, %v78
  br i1 %v79, label %ld_full4, label %ld_edge5
endfor3:
  %v756 = sitofp i32 %p2 to float
  %v757 = fdiv float %v23, %v756
  %v758 = fadd float %v757, 0x3EE4F8B580000000
  %v759 = call float @__nv_rsqrtf(float %v758)
  %v760 = sext i32 %v20 to i64
  br label %for7
ld_full4:
  %v80 = icmp ult i64 %v61, %v63
  %v81 = icmp ult i64 %v72, %v73
  %v82 = and i1 %v80, %v81
  %v83 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v74
  %v84 = load float, float addrspace(1)* %v83, align 4
  %v85 = icmp ult i64 %v61, %v63
  %v86 = add i64 %v74, 1
  %v87 = add i64 %v72, 1
  %v88 = icmp ult i64 %v87, %v73
  %v89 = and i1 %v85, %v88
  %v90 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v86
  %v91 = load float, float addrspace(1)* %v90, align 4
  %v92 = icmp ult i64 %v61, %v63
  %v93 = add i64 %v74, 2
  %v94 = add i64 %v72, 2
  %v95 = icmp ult i64 %v94, %v73
  %v96 = and i1 %v92, %v95
  %v97 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v93
  %v98 = load float, float addrspace(1)* %v97, align 4
  %v99 = icmp ult i64 %v61, %v63
  %v100 = add i64 %v74, 3
  %v101 = add i64 %v72, 3
  %v102 = icmp ult i64 %v101, %v73
  %v103 = and i1 %v99, %v102
  %v104 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v100
  %v105 = load float, float addrspace(1)* %v104, align 4
  %v106 = icmp ult i64 %v61, %v63
  %v107 = add i64 %v74, 128
  %v108 = add i64 %v72, 128
  %v109 = icmp ult i64 %v108, %v73
  %v110 = and i1 %v106, %v109
  %v111 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v107
  %v112 = load float, float addrspace(1)* %v111, align 4
  %v113 = icmp ult i64 %v61, %v63
  %v114 = add i64 %v74, 129
  %v115 = add i64 %v72, 129
  %v116 = icmp ult i64 %v115, %v73
  %v117 = and i1 %v113, %v116
  %v118 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v114
  %v119 = load float, float addrspace(1)* %v118, align 4
  %v120 = icmp ult i64 %v61, %v63
  %v121 = add i64 %v74, 130
  %v122 = add i64 %v72, 130
  %v123 = icmp ult i64 %v122, %v73
  %v124 = and i1 %v120, %v123
  %v125 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v121
  %v126 = load float, float addrspace(1)* %v125, align 4
  %v127 = icmp ult i64 %v61, %v63
  %v128 = add i64 %v74, 131
  %v129 = add i64 %v72, 131
  %v130 = icmp ult i64 %v129, %v73
  %v131 = and i1 %v127, %v130
  %v132 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v128
  %v133 = load float, float addrspace(1)* %v132, align 4
  %v134 = mul i64 4, %v62
  %v135 = add i64 %v74, %v134
  %v136 = add i64 %v61, 4
  %v137 = icmp ult i64 %v136, %v63
  %v138 = icmp ult i64 %v72, %v73
  %v139 = and i1 %v137, %v138
  %v140 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v135
  %v141 = load float, float addrspace(1)* %v140, align 4
  %v142 = mul i64 4, %v62
  %v143 = add i64 %v74, %v142
  %v144 = add i64 %v61, 4
  %v145 = icmp ult i64 %v144, %v63
  %v146 = add i64 %v143, 1
  %v147 = add i64 %v72, 1
  %v148 = icmp ult i64 %v147, %v73
  %v149 = and i1 %v145, %v148
  %v150 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v146
  %v151 = load float, float addrspace(1)* %v150, align 4
  %v152 = mul i64 4, %v62
  %v153 = add i64 %v74, %v152
  %v154 = add i64 %v61, 4
  %v155 = icmp ult i64 %v154, %v63
  %v156 = add i64 %v153, 2
  %v157 = add i64 %v72, 2
  %v158 = icmp ult i64 %v157, %v73
  %v159 = and i1 %v155, %v158
  %v160 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v156
  %v161 = load float, float addrspace(1)* %v160, align 4
  %v162 = mul i64 4, %v62
  %v163 = add i64 %v74, %v162
  %v164 = add i64 %v61, 4
  %v165 = icmp ult i64 %v164, %v63
  %v166 = add i64 %v163, 3
  %v167 = add i64 %v72, 3
  %v168 = icmp ult i64 %v167, %v73
  %v169 = and i1 %v165, %v168
  %v170 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v166
  %v171 = load float, float addrspace(1)* %v170, align 4
  %v172 = mul i64 4, %v62
  %v173 = add i64 %v74, %v172
  %v174 = add i64 %v61, 4
  %v175 = icmp ult i64 %v174, %v63
  %v176 = add i64 %v173, 128
  %v177 = add i64 %v72, 128
  %v178 = icmp ult i64 %v177, %v73
  %v179 = and i1 %v175, %v178
  %v180 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v176
  %v181 = load float, float addrspace(1)* %v180, align 4
  %v182 = mul i64 4, %v62
  %v183 = add i64 %v74, %v182
  %v184 = add i64 %v61, 4
  %v185 = icmp ult i64 %v184, %v63
  %v186 = add i64 %v183, 129
  %v187 = add i64 %v72, 129
  %v188 = icmp ult i64 %v187, %v73
  %v189 = and i1 %v185, %v188
  %v190 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v186
  %v191 = load float, float addrspace(1)* %v190, align 4
  %v192 = mul i64 4, %v62
  %v193 = add i64 %v74, %v192
  %v194 = add i64 %v61, 4
  %v195 = icmp ult i64 %v194, %v63
  %v196 = add i64 %v193, 130
  %v197 = add i64 %v72, 130
  %v198 = icmp ult i64 %v197, %v73
  %v199 = and i1 %v195, %v198
  %v200 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v196
  %v201 = load float, float addrspace(1)* %v200, align 4
  %v202 = mul i64 4, %v62
  %v203 = add i64 %v74, %v202
  %v204 = add i64 %v61, 4
  %v205 = icmp ult i64 %v204, %v63
  %v206 = add i64 %v203, 131
  %v207 = add i64 %v72, 131
  %v208 = icmp ult i64 %v207, %v73
  %v209 = and i1 %v205, %v208
  %v210 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v206
  %v211 = load float, float addrspace(1)* %v210, align 4
  br label %ld_done6
ld_edge5:
  %v212 = bitcast float 0x0000000000000000 to i32
  %v213 = icmp ult i64 %v61, %v63
  %v214 = icmp ult i64 %v72, %v73
  %v215 = and i1 %v213, %v214
  %v216 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v74
  %v217 = ptrtoint float addrspace(1)* %v216 to i64
  %v218 = zext i1 %v215 to i32
  %v219 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v217, i32 %v218, i32 %v212)
  %v220 = bitcast i32 %v219 to float
  %v221 = icmp ult i64 %v61, %v63
  %v222 = add i64 %v74, 1
  %v223 = add i64 %v72, 1
  %v224 = icmp ult i64 %v223, %v73
  %v225 = and i1 %v221, %v224
  %v226 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v222
  %v227 = ptrtoint float addrspace(1)* %v226 to i64
  %v228 = zext i1 %v225 to i32
  %v229 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v227, i32 %v228, i32 %v212)
  %v230 = bitcast i32 %v229 to float
  %v231 = icmp ult i64 %v61, %v63
  %v232 = add i64 %v74, 2
  %v233 = add i64 %v72, 2
  %v234 = icmp ult i64 %v233, %v73
  %v235 = and i1 %v231, %v234
  %v236 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v232
  %v237 = ptrtoint float addrspace(1)* %v236 to i64
  %v238 = zext i1 %v235 to i32
  %v239 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v237, i32 %v238, i32 %v212)
  %v240 = bitcast i32 %v239 to float
  %v241 = icmp ult i64 %v61, %v63
  %v242 = add i64 %v74, 3
  %v243 = add i64 %v72, 3
  %v244 = icmp ult i64 %v243, %v73
  %v245 = and i1 %v241, %v244
  %v246 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v242
  %v247 = ptrtoint float addrspace(1)* %v246 to i64
  %v248 = zext i1 %v245 to i32
  %v249 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v247, i32 %v248, i32 %v212)
  %v250 = bitcast i32 %v249 to float
  %v251 = icmp ult i64 %v61, %v63
  %v252 = add i64 %v74, 128
  %v253 = add i64 %v72, 128
  %v254 = icmp ult i64 %v253, %v73
  %v255 = and i1 %v251, %v254
  %v256 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v252
  %v257 = ptrtoint float addrspace(1)* %v256 to i64
  %v258 = zext i1 %v255 to i32
  %v259 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v257, i32 %v258, i32 %v212)
  %v260 = bitcast i32 %v259 to float
  %v261 = icmp ult i64 %v61, %v63
  %v262 = add i64 %v74, 129
  %v263 = add i64 %v72, 129
  %v264 = icmp ult i64 %v263, %v73
  %v265 = and i1 %v261, %v264
  %v266 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v262
  %v267 = ptrtoint float addrspace(1)* %v266 to i64
  %v268 = zext i1 %v265 to i32
  %v269 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v267, i32 %v268, i32 %v212)
  %v270 = bitcast i32 %v269 to float
  %v271 = icmp ult i64 %v61, %v63
  %v272 = add i64 %v74, 130
  %v273 = add i64 %v72, 130
  %v274 = icmp ult i64 %v273, %v73
  %v275 = and i1 %v271, %v274
  %v276 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v272
  %v277 = ptrtoint float addrspace(1)* %v276 to i64
  %v278 = zext i1 %v275 to i32
  %v279 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v277, i32 %v278, i32 %v212)
  %v280 = bitcast i32 %v279 to float
  %v281 = icmp ult i64 %v61, %v63
  %v282 = add i64 %v74, 131
  %v283 = add i64 %v72, 131
  %v284 = icmp ult i64 %v283, %v73
  %v285 = and i1 %v281, %v284
  %v286 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v282
  %v287 = ptrtoint float addrspace(1)* %v286 to i64
  %v288 = zext i1 %v285 to i32
  %v289 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v287, i32 %v288, i32 %v212)
  %v290 = bitcast i32 %v289 to float
  %v291 = mul i64 4, %v62
  %v292 = add i64 %v74, %v291
  %v293 = add i64 %v61, 4
  %v294 = icmp ult i64 %v293, %v63
  %v295 = icmp ult i64 %v72, %v73
  %v296 = and i1 %v294, %v295
  %v297 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v292
  %v298 = ptrtoint float addrspace(1)* %v297 to i64
  %v299 = zext i1 %v296 to i32
  %v300 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v298, i32 %v299, i32 %v212)
  %v301 = bitcast i32 %v300 to float
  %v302 = mul i64 4, %v62
  %v303 = add i64 %v74, %v302
  %v304 = add i64 %v61, 4
  %v305 = icmp ult i64 %v304, %v63
  %v306 = add i64 %v303, 1
  %v307 = add i64 %v72, 1
  %v308 = icmp ult i64 %v307, %v73
  %v309 = and i1 %v305, %v308
  %v310 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v306
  %v311 = ptrtoint float addrspace(1)* %v310 to i64
  %v312 = zext i1 %v309 to i32
  %v313 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v311, i32 %v312, i32 %v212)
  %v314 = bitcast i32 %v313 to float
  %v315 = mul i64 4, %v62
  %v316 = add i64 %v74, %v315
  %v317 = add i64 %v61, 4
  %v318 = icmp ult i64 %v317, %v63
  %v319 = add i64 %v316, 2
  %v320 = add i64 %v72, 2
  %v321 = icmp ult i64 %v320, %v73
  %v322 = and i1 %v318, %v321
  %v323 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v319
  %v324 = ptrtoint float addrspace(1)* %v323 to i64
  %v325 = zext i1 %v322 to i32
  %v326 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v324, i32 %v325, i32 %v212)
  %v327 = bitcast i32 %v326 to float
  %v328 = mul i64 4, %v62
  %v329 = add i64 %v74, %v328
  %v330 = add i64 %v61, 4
  %v331 = icmp ult i64 %v330, %v63
  %v332 = add i64 %v329, 3
  %v333 = add i64 %v72, 3
  %v334 = icmp ult i64 %v333, %v73
  %v335 = and i1 %v331, %v334
  %v336 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v332
  %v337 = ptrtoint float addrspace(1)* %v336 to i64
  %v338 = zext i1 %v335 to i32
  %v339 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v337, i32 %v338, i32 %v212)
  %v340 = bitcast i32 %v339 to float
  %v341 = mul i64 4, %v62
  %v342 = add i64 %v74, %v341
  %v343 = add i64 %v61, 4
  %v344 = icmp ult i64 %v343, %v63
  %v345 = add i64 %v342, 128
  %v346 = add i64 %v72, 128
  %v347 = icmp ult i64 %v346, %v73
  %v348 = and i1 %v344, %v347
  %v349 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v345
  %v350 = ptrtoint float addrspace(1)* %v349 to i64
  %v351 = zext i1 %v348 to i32
  %v352 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v350, i32 %v351, i32 %v212)
  %v353 = bitcast i32 %v352 to float
  %v354 = mul i64 4, %v62
  %v355 = add i64 %v74, %v354
  %v356 = add i64 %v61, 4
  %v357 = icmp ult i64 %v356, %v63
  %v358 = add i64 %v355, 129
  %v359 = add i64 %v72, 129
  %v360 = icmp ult i64 %v359, %v73
  %v361 = and i1 %v357, %v360
  %v362 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v358
  %v363 = ptrtoint float addrspace(1)* %v362 to i64
  %v364 = zext i1 %v361 to i32
  %v365 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v363, i32 %v364, i32 %v212)
  %v366 = bitcast i32 %v365 to float
  %v367 = mul i64 4, %v62
  %v368 = add i64 %v74, %v367
  %v369 = add i64 %v61, 4
  %v370 = icmp ult i64 %v369, %v63
  %v371 = add i64 %v368, 130
  %v372 = add i64 %v72, 130
  %v373 = icmp ult i64 %v372, %v73
  %v374 = and i1 %v370, %v373
  %v375 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v371
  %v376 = ptrtoint float addrspace(1)* %v375 to i64
  %v377 = zext i1 %v374 to i32
  %v378 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v376, i32 %v377, i32 %v212)
  %v379 = bitcast i32 %v378 to float
  %v380 = mul i64 4, %v62
  %v381 = add i64 %v74, %v380
  %v382 = add i64 %v61, 4
  %v383 = icmp ult i64 %v382, %v63
  %v384 = add i64 %v381, 131
  %v385 = add i64 %v72, 131
  %v386 = icmp ult i64 %v385, %v73
  %v387 = and i1 %v383, %v386
  %v388 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v384
  %v389 = ptrtoint float addrspace(1)* %v388 to i64
  %v390 = zext i1 %v387 to i32
  %v391 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v389, i32 %v390, i32 %v212)
  %v392 = bitcast i32 %v391 to float
  br label %ld_done6
ld_done6:
  %v393 = phi float [ %v84, %ld_full4 ], [ %v220, %ld_edge5 ]
  %v394 = phi float [ %v91, %ld_full4 ], [ %v230, %ld_edge5 ]
  %v395 = phi float [ %v98, %ld_full4 ], [ %v240, %ld_edge5 ]
  %v396 = phi float [ %v105, %ld_full4 ], [ %v250, %ld_edge5 ]
  %v397 = phi float [ %v112, %ld_full4 ], [ %v260, %ld_edge5 ]
  %v398 = phi float [ %v119, %ld_full4 ], [ %v270, %ld_edge5 ]
  %v399 = phi float [ %v126, %ld_full4 ], [ %v280, %ld_edge5 ]
  %v400 = phi float [ %v133, %ld_full4 ], [ %v290, %ld_edge5 ]
  %v401 = phi float [ %v141, %ld_full4 ], [ %v301, %ld_edge5 ]
  %v402 = phi float [ %v151, %ld_full4 ], [ %v314, %ld_edge5 ]
  %v403 = phi float [ %v161, %ld_full4 ], [ %v327, %ld_edge5 ]
  %v404 = phi float [ %v171, %ld_full4 ], [ %v340, %ld_edge5 ]
  %v405 = phi float [ %v181, %ld_full4 ], [ %v353, %ld_edge5 ]
  %v406 = phi float [ %v191, %ld_full4 ], [ %v366, %ld_edge5 ]
  %v407 = phi float [ %v201, %ld_full4 ], [ %v379, %ld_edge5 ]
  %v408 = phi float [ %v211, %ld_full4 ], [ %v392, %ld_edge5 ]
  %v409 = mul i32 %v29, 256
  %v410 = sitofp i32 %v409 to float
  %v411 = fmul float %v410, 0x3FF0000000000000
  %v412 = mul i32 %v29, 256
  %v413 = sub i32 %p2, %v412
  %v414 = icmp slt i32 %v413, 256
  %v415 = select i1 %v414, i32 %v413, i32 256
  %v416 = sitofp i32 %v415 to float
  %v417 = fmul float %v416, 0x3FF0000000000000
  %v418 = fadd float %v393, %v394
  %v419 = fadd float %v401, %v402
  %v420 = fadd float %v418, %v395
  %v421 = fadd float %v419, %v403
  %v422 = fadd float %v420, %v396
  %v423 = fadd float %v421, %v404
  %v424 = fadd float %v422, %v397
  %v425 = fadd float %v423, %v405
  %v426 = fadd float %v424, %v398
  %v427 = fadd float %v425, %v406
  %v428 = fadd float %v426, %v399
  %v429 = fadd float %v427, %v407
  %v430 = fadd float %v428, %v400
  %v431 = fadd float %v429, %v408
  %v432 = bitcast float %v430 to i32
  %v433 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v432, i32 1, i32 31)
  %v434 = bitcast i32 %v433 to float
  %v435 = fadd float %v430, %v434
  %v436 = bitcast float %v431 to i32
  %v437 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v436, i32 1, i32 31)
  %v438 = bitcast i32 %v437 to float
  %v439 = fadd float %v431, %v438
  %v440 = bitcast float %v435 to i32
  %v441 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v440, i32 2, i32 31)
  %v442 = bitcast i32 %v441 to float
  %v443 = fadd float %v435, %v442
  %v444 = bitcast float %v439 to i32
  %v445 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v444, i32 2, i32 31)
  %v446 = bitcast i32 %v445 to float
  %v447 = fadd float %v439, %v446
  %v448 = bitcast float %v443 to i32
  %v449 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v448, i32 4, i32 31)
  %v450 = bitcast i32 %v449 to float
  %v451 = fadd float %v443, %v450
  %v452 = bitcast float %v447 to i32
  %v453 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v452, i32 4, i32 31)
  %v454 = bitcast i32 %v453 to float
  %v455 = fadd float %v447, %v454
  %v456 = bitcast float %v451 to i32
  %v457 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v456, i32 8, i32 31)
  %v458 = bitcast i32 %v457 to float
  %v459 = fadd float %v451, %v458
  %v460 = bitcast float %v455 to i32
  %v461 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v460, i32 8, i32 31)
  %v462 = bitcast i32 %v461 to float
  %v463 = fadd float %v455, %v462
  %v464 = bitcast float %v459 to i32
  %v465 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v464, i32 16, i32 31)
  %v466 = bitcast i32 %v465 to float
  %v467 = fadd float %v459, %v466
  %v468 = bitcast float %v463 to i32
  %v469 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v468, i32 16, i32 31)
  %v470 = bitcast i32 %v469 to float
  %v471 = fadd float %v463, %v470
  %v472 = fdiv float %v467, %v417
  %v473 = fdiv float %v471, %v417
  %v474 = mul i32 %v29, 256
  %v475 = and i32 %v2, 1
  %v476 = shl i32 %v475, 2
  %v477 = lshr i32 %v2, 1
  %v478 = and i32 %v477, 1
  %v479 = shl i32 %v478, 3
  %v480 = or i32 %v476, %v479
  %v481 = lshr i32 %v2, 2
  %v482 = and i32 %v481, 1
  %v483 = shl i32 %v482, 4
  %v484 = or i32 %v480, %v483
  %v485 = lshr i32 %v2, 3
  %v486 = and i32 %v485, 1
  %v487 = shl i32 %v486, 5
  %v488 = or i32 %v484, %v487
  %v489 = lshr i32 %v2, 4
  %v490 = and i32 %v489, 1
  %v491 = shl i32 %v490, 6
  %v492 = or i32 %v488, %v491
  %v493 = and i32 %v3, 1
  %v494 = shl i32 %v493, 7
  %v495 = or i32 %v492, %v494
  %v496 = or i32 %v495, 1
  %v497 = or i32 %v495, 2
  %v498 = or i32 %v495, 3
  %v499 = add i32 %v474, %v495
  %v500 = add i32 %v474, %v496
  %v501 = add i32 %v474, %v497
  %v502 = add i32 %v474, %v498
  %v503 = icmp slt i32 %v499, %p2
  %v504 = icmp slt i32 %v500, %p2
  %v505 = icmp slt i32 %v501, %p2
  %v506 = icmp slt i32 %v502, %p2
  %v507 = fsub float %v393, %v472
  %v508 = fsub float %v394, %v472
  %v509 = fsub float %v395, %v472
  %v510 = fsub float %v396, %v472
  %v511 = fsub float %v397, %v472
  %v512 = fsub float %v398, %v472
  %v513 = fsub float %v399, %v472
  %v514 = fsub float %v400, %v472
  %v515 = fsub float %v401, %v473
  %v516 = fsub float %v402, %v473
  %v517 = fsub float %v403, %v473
  %v518 = fsub float %v404, %v473
  %v519 = fsub float %v405, %v473
  %v520 = fsub float %v406, %v473
  %v521 = fsub float %v407, %v473
  %v522 = fsub float %v408, %v473
  %v523 = and i32 %v2, 1
  %v524 = shl i32 %v523, 2
  %v525 = lshr i32 %v2, 1
  %v526 = and i32 %v525, 1
  %v527 = shl i32 %v526, 3
  %v528 = or i32 %v524, %v527
  %v529 = lshr i32 %v2, 2
  %v530 = and i32 %v529, 1
  %v531 = shl i32 %v530, 4
  %v532 = or i32 %v528, %v531
  %v533 = lshr i32 %v2, 3
  %v534 = and i32 %v533, 1
  %v535 = shl i32 %v534, 5
  %v536 = or i32 %v532, %v535
  %v537 = lshr i32 %v2, 4
  %v538 = and i32 %v537, 1
  %v539 = shl i32 %v538, 6
  %v540 = or i32 %v536, %v539
  %v541 = or i32 %v540, 1
  %v542 = or i32 %v540, 2
  %v543 = or i32 %v540, 3
  %v544 = or i32 %v540, 128
  %v545 = or i32 %v540, 129
  %v546 = or i32 %v540, 130
  %v547 = or i32 %v540, 131
  %v548 = add i32 %v474, %v540
  %v549 = add i32 %v474, %v541
  %v550 = add i32 %v474, %v542
  %v551 = add i32 %v474, %v543
  %v552 = add i32 %v474, %v544
  %v553 = add i32 %v474, %v545
  %v554 = add i32 %v474, %v546
  %v555 = add i32 %v474, %v547
  %v556 = icmp slt i32 %v548, %p2
  %v557 = icmp slt i32 %v549, %p2
  %v558 = icmp slt i32 %v550, %p2
  %v559 = icmp slt i32 %v551, %p2
  %v560 = icmp slt i32 %v552, %p2
  %v561 = icmp slt i32 %v553, %p2
  %v562 = icmp slt i32 %v554, %p2
  %v563 = icmp slt i32 %v555, %p2
  %v564 = select i1 %v556, float %v507, float 0x0000000000000000
  %v565 = select i1 %v557, float %v508, float 0x0000000000000000
  %v566 = select i1 %v558, float %v509, float 0x0000000000000000
  %v567 = select i1 %v559, float %v510, float 0x0000000000000000
  %v568 = select i1 %v560, float %v511, float 0x0000000000000000
  %v569 = select i1 %v561, float %v512, float 0x0000000000000000
  %v570 = select i1 %v562, float %v513, float 0x0000000000000000
  %v571 = select i1 %v563, float %v514, float 0x0000000000000000
  %v572 = select i1 %v556, float %v515, float 0x0000000000000000
  %v573 = select i1 %v557, float %v516, float 0x0000000000000000
  %v574 = select i1 %v558, float %v517, float 0x0000000000000000
  %v575 = select i1 %v559, float %v518, float 0x0000000000000000
  %v576 = select i1 %v560, float %v519, float 0x0000000000000000
  %v577 = select i1 %v561, float %v520, float 0x0000000000000000
  %v578 = select i1 %v562, float %v521, float 0x0000000000000000
  %v579 = select i1 %v563, float %v522, float 0x0000000000000000
  call void @llvm.nvvm.barrier0()
  %v580 = and i32 %v2, 1
  %v581 = lshr i32 %v2, 1
  %v582 = and i32 %v581, 1
  %v583 = shl i32 %v582, 1
  %v584 = or i32 %v580, %v583
  %v585 = lshr i32 %v2, 2
  %v586 = and i32 %v585, 1
  %v587 = shl i32 %v586, 2
  %v588 = or i32 %v584, %v587
  %v589 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v590 = getelementptr inbounds float, float addrspace(3)* %v589, i32 %v588
  store float %v22, float addrspace(3)* %v590, align 4
  call void @llvm.nvvm.barrier0()
  %v591 = and i32 %v3, 1
  %v592 = lshr i32 %v3, 1
  %v593 = and i32 %v592, 1
  %v594 = shl i32 %v593, 1
  %v595 = or i32 %v591, %v594
  %v596 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v597 = getelementptr inbounds float, float addrspace(3)* %v596, i32 %v595
  %v598 = load float, float addrspace(3)* %v597, align 4
  %v599 = or i32 %v595, 4
  %v600 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v601 = getelementptr inbounds float, float addrspace(3)* %v600, i32 %v599
  %v602 = load float, float addrspace(3)* %v601, align 4
  %v603 = fsub float %v472, %v598
  %v604 = fsub float %v473, %v602
  %v605 = fadd float %v411, %v417
  %v606 = fdiv float %v417, %v605
  %v607 = fmul float %v603, %v606
  %v608 = fmul float %v604, %v606
  call void @llvm.nvvm.barrier0()
  %v609 = and i32 %v3, 1
  %v610 = lshr i32 %v3, 1
  %v611 = and i32 %v610, 1
  %v612 = shl i32 %v611, 1
  %v613 = or i32 %v609, %v612
  %v614 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v615 = getelementptr inbounds float, float addrspace(3)* %v614, i32 %v613
  store float %v607, float addrspace(3)* %v615, align 4
  %v616 = or i32 %v613, 4
  %v617 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v618 = getelementptr inbounds float, float addrspace(3)* %v617, i32 %v616
  store float %v608, float addrspace(3)* %v618, align 4
  call void @llvm.nvvm.barrier0()
  %v619 = and i32 %v2, 1
  %v620 = lshr i32 %v2, 1
  %v621 = and i32 %v620, 1
  %v622 = shl i32 %v621, 1
  %v623 = or i32 %v619, %v622
  %v624 = lshr i32 %v2, 2
  %v625 = and i32 %v624, 1
  %v626 = shl i32 %v625, 2
  %v627 = or i32 %v623, %v626
  %v628 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v629 = getelementptr inbounds float, float addrspace(3)* %v628, i32 %v627
  %v630 = load float, float addrspace(3)* %v629, align 4
  %v631 = fadd float %v22, %v630
  %v632 = fmul float %v564, %v564
  %v633 = fmul float %v565, %v565
  %v634 = fmul float %v566, %v566
  %v635 = fmul float %v567, %v567
  %v636 = fmul float %v568, %v568
  %v637 = fmul float %v569, %v569
  %v638 = fmul float %v570, %v570
  %v639 = fmul float %v571, %v571
  %v640 = fmul float %v572, %v572
  %v641 = fmul float %v573, %v573
  %v642 = fmul float %v574, %v574
  %v643 = fmul float %v575, %v575
  %v644 = fmul float %v576, %v576
  %v645 = fmul float %v577, %v577
  %v646 = fmul float %v578, %v578
  %v647 = fmul float %v579, %v579
  %v648 = fadd float %v632, %v633
  %v649 = fadd float %v640, %v641
  %v650 = fadd float %v648, %v634
  %v651 = fadd float %v649, %v642
  %v652 = fadd float %v650, %v635
  %v653 = fadd float %v651, %v643
  %v654 = fadd float %v652, %v636
  %v655 = fadd float %v653, %v644
  %v656 = fadd float %v654, %v637
  %v657 = fadd float %v655, %v645
  %v658 = fadd float %v656, %v638
  %v659 = fadd float %v657, %v646
  %v660 = fadd float %v658, %v639
  %v661 = fadd float %v659, %v647
  %v662 = bitcast float %v660 to i32
  %v663 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v662, i32 1, i32 31)
  %v664 = bitcast i32 %v663 to float
  %v665 = fadd float %v660, %v664
  %v666 = bitcast float %v661 to i32
  %v667 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v666, i32 1, i32 31)
  %v668 = bitcast i32 %v667 to float
  %v669 = fadd float %v661, %v668
  %v670 = bitcast float %v665 to i32
  %v671 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v670, i32 2, i32 31)
  %v672 = bitcast i32 %v671 to float
  %v673 = fadd float %v665, %v672
  %v674 = bitcast float %v669 to i32
  %v675 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v674, i32 2, i32 31)
  %v676 = bitcast i32 %v675 to float
  %v677 = fadd float %v669, %v676
  %v678 = bitcast float %v673 to i32
  %v679 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v678, i32 4, i32 31)
  %v680 = bitcast i32 %v679 to float
  %v681 = fadd float %v673, %v680
  %v682 = bitcast float %v677 to i32
  %v683 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v682, i32 4, i32 31)
  %v684 = bitcast i32 %v683 to float
  %v685 = fadd float %v677, %v684
  %v686 = bitcast float %v681 to i32
  %v687 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v686, i32 8, i32 31)
  %v688 = bitcast i32 %v687 to float
  %v689 = fadd float %v681, %v688
  %v690 = bitcast float %v685 to i32
  %v691 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v690, i32 8, i32 31)
  %v692 = bitcast i32 %v691 to float
  %v693 = fadd float %v685, %v692
  %v694 = bitcast float %v689 to i32
  %v695 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v694, i32 16, i32 31)
  %v696 = bitcast i32 %v695 to float
  %v697 = fadd float %v689, %v696
  %v698 = bitcast float %v693 to i32
  %v699 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v698, i32 16, i32 31)
  %v700 = bitcast i32 %v699 to float
  %v701 = fadd float %v693, %v700
  call void @llvm.nvvm.barrier0()
  %v702 = and i32 %v3, 1
  %v703 = lshr i32 %v3, 1
  %v704 = and i32 %v703, 1
  %v705 = shl i32 %v704, 1
  %v706 = or i32 %v702, %v705
  %v707 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v708 = getelementptr inbounds float, float addrspace(3)* %v707, i32 %v706
  store float %v697, float addrspace(3)* %v708, align 4
  %v709 = or i32 %v706, 4
  %v710 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v711 = getelementptr inbounds float, float addrspace(3)* %v710, i32 %v709
  store float %v701, float addrspace(3)* %v711, align 4
  call void @llvm.nvvm.barrier0()
  %v712 = and i32 %v2, 1
  %v713 = lshr i32 %v2, 1
  %v714 = and i32 %v713, 1
  %v715 = shl i32 %v714, 1
  %v716 = or i32 %v712, %v715
  %v717 = lshr i32 %v2, 2
  %v718 = and i32 %v717, 1
  %v719 = shl i32 %v718, 2
  %v720 = or i32 %v716, %v719
  %v721 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v722 = getelementptr inbounds float, float addrspace(3)* %v721, i32 %v720
  %v723 = load float, float addrspace(3)* %v722, align 4
  %v724 = fadd float %v23, %v723
  %v725 = fmul float %v603, %v603
  %v726 = fmul float %v604, %v604
  %v727 = fmul float %v411, %v417
  %v728 = fadd float %v411, %v417
  %v729 = fdiv float %v727, %v728
  %v730 = fmul float %v725, %v729
  %v731 = fmul float %v726, %v729
  call void @llvm.nvvm.barrier0()
  %v732 = and i32 %v3, 1
  %v733 = lshr i32 %v3, 1
  %v734 = and i32 %v733, 1
  %v735 = shl i32 %v734, 1
  %v736 = or i32 %v732, %v735
  %v737 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v738 = getelementptr inbounds float, float addrspace(3)* %v737, i32 %v736
  store float %v730, float addrspace(3)* %v738, align 4
  %v739 = or i32 %v736, 4
  %v740 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v741 = getelementptr inbounds float, float addrspace(3)* %v740, i32 %v739
  store float %v731, float addrspace(3)* %v741, align 4
  call void @llvm.nvvm.barrier0()
  %v742 = and i32 %v2, 1
  %v743 = lshr i32 %v2, 1
  %v744 = and i32 %v743, 1
  %v745 = shl i32 %v744, 1
  %v746 = or i32 %v742, %v745
  %v747 = lshr i32 %v2, 2
  %v748 = and i32 %v747, 1
  %v749 = shl i32 %v748, 2
  %v750 = or i32 %v746, %v749
  %v751 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v752 = getelementptr inbounds float, float addrspace(3)* %v751, i32 %v750
  %v753 = load float, float addrspace(3)* %v752, align 4
  %v754 = fadd float %v724, %v753
  %v755 = add i64 %v24, 1
  br label %for1
for7:
  %v761 = phi i64 [ 0, %endfor3 ], [ %v2124, %st_done27 ]
  %v762 = icmp slt i64 %v761, %v760
  %v763 = icmp sgt i64 %v761, %v760
  %v764 = icmp sgt i64 1, 0
  %v765 = select i1 %v764, i1 %v762, i1 %v763
  br i1 %v765, label %body8, label %endfor9
body8:
  %v766 = trunc i64 %v761 to i32
  %v767 = and i32 %v2, 1
  %v768 = shl i32 %v767, 2
  %v769 = lshr i32 %v2, 1
  %v770 = and i32 %v769, 1
  %v771 = shl i32 %v770, 3
  %v772 = or i32 %v768, %v771
  %v773 = lshr i32 %v2, 2
  %v774 = and i32 %v773, 1
  %v775 = shl i32 %v774, 4
  %v776 = or i32 %v772, %v775
  %v777 = lshr i32 %v2, 3
  %v778 = and i32 %v777, 1
  %v779 = shl i32 %v778, 5
  %v780 = or i32 %v776, %v779
  %v781 = lshr i32 %v2, 4
  %v782 = and i32 %v781, 1
  %v783 = shl i32 %v782, 6
  %v784 = or i32 %v780, %v783
  %v785 = and i32 %v3, 1
  %v786 = shl i32 %v785, 8
  %v787 = or i32 %v784, %v786
  %v788 = lshr i32 %v3, 1
  %v789 = and i32 %v788, 1
  %v790 = shl i32 %v789, 9
  %v791 = or i32 %v787, %v790
  %v792 = lshr i32 %v791, 8
  %v793 = and i32 %v792, 7
  %v794 = and i32 %v791, 255
  %v795 = sext i32 %v4 to i64
  %v796 = mul i64 %v795, 8
  %v797 = zext i32 %v793 to i64
  %v798 = add i64 %v796, %v797
  %v799 = sext i32 %p3 to i64
  %v800 = zext i32 %p1 to i64
  %v801 = mul i64 %v798, %v799
  %v802 = add i64 %v796, 8
  %v803 = icmp sle i64 %v802, %v800
  %v804 = icmp sge i64 %v795, 0
  %v805 = and i1 %v803, %v804
  %v806 = sext i32 %v766 to i64
  %v807 = mul i64 %v806, 256
  %v808 = zext i32 %v794 to i64
  %v809 = add i64 %v807, %v808
  %v810 = zext i32 %p2 to i64
  %v811 = add i64 %v801, %v809
  %v812 = add i64 %v807, 256
  %v813 = icmp sle i64 %v812, %v810
  %v814 = icmp sge i64 %v806, 0
  %v815 = and i1 %v813, %v814
  %v816 = and i1 %v805, %v815
  br i1 %v816, label %ld_full10, label %ld_edge11
endfor9:
  ret void
ld_full10:
  %v817 = icmp ult i64 %v798, %v800
  %v818 = icmp ult i64 %v809, %v810
  %v819 = and i1 %v817, %v818
  %v820 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v811
  %v821 = load float, float addrspace(1)* %v820, align 4
  %v822 = icmp ult i64 %v798, %v800
  %v823 = add i64 %v811, 1
  %v824 = add i64 %v809, 1
  %v825 = icmp ult i64 %v824, %v810
  %v826 = and i1 %v822, %v825
  %v827 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v823
  %v828 = load float, float addrspace(1)* %v827, align 4
  %v829 = icmp ult i64 %v798, %v800
  %v830 = add i64 %v811, 2
  %v831 = add i64 %v809, 2
  %v832 = icmp ult i64 %v831, %v810
  %v833 = and i1 %v829, %v832
  %v834 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v830
  %v835 = load float, float addrspace(1)* %v834, align 4
  %v836 = icmp ult i64 %v798, %v800
  %v837 = add i64 %v811, 3
  %v838 = add i64 %v809, 3
  %v839 = icmp ult i64 %v838, %v810
  %v840 = and i1 %v836, %v839
  %v841 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v837
  %v842 = load float, float addrspace(1)* %v841, align 4
  %v843 = icmp ult i64 %v798, %v800
  %v844 = add i64 %v811, 128
  %v845 = add i64 %v809, 128
  %v846 = icmp ult i64 %v845, %v810
  %v847 = and i1 %v843, %v846
  %v848 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v844
  %v849 = load float, float addrspace(1)* %v848, align 4
  %v850 = icmp ult i64 %v798, %v800
  %v851 = add i64 %v811, 129
  %v852 = add i64 %v809, 129
  %v853 = icmp ult i64 %v852, %v810
  %v854 = and i1 %v850, %v853
  %v855 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v851
  %v856 = load float, float addrspace(1)* %v855, align 4
  %v857 = icmp ult i64 %v798, %v800
  %v858 = add i64 %v811, 130
  %v859 = add i64 %v809, 130
  %v860 = icmp ult i64 %v859, %v810
  %v861 = and i1 %v857, %v860
  %v862 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v858
  %v863 = load float, float addrspace(1)* %v862, align 4
  %v864 = icmp ult i64 %v798, %v800
  %v865 = add i64 %v811, 131
  %v866 = add i64 %v809, 131
  %v867 = icmp ult i64 %v866, %v810
  %v868 = and i1 %v864, %v867
  %v869 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v865
  %v870 = load float, float addrspace(1)* %v869, align 4
  %v871 = mul i64 4, %v799
  %v872 = add i64 %v811, %v871
  %v873 = add i64 %v798, 4
  %v874 = icmp ult i64 %v873, %v800
  %v875 = icmp ult i64 %v809, %v810
  %v876 = and i1 %v874, %v875
  %v877 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v872
  %v878 = load float, float addrspace(1)* %v877, align 4
  %v879 = mul i64 4, %v799
  %v880 = add i64 %v811, %v879
  %v881 = add i64 %v798, 4
  %v882 = icmp ult i64 %v881, %v800
  %v883 = add i64 %v880, 1
  %v884 = add i64 %v809, 1
  %v885 = icmp ult i64 %v884, %v810
  %v886 = and i1 %v882, %v885
  %v887 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v883
  %v888 = load float, float addrspace(1)* %v887, align 4
  %v889 = mul i64 4, %v799
  %v890 = add i64 %v811, %v889
  %v891 = add i64 %v798, 4
  %v892 = icmp ult i64 %v891, %v800
  %v893 = add i64 %v890, 2
  %v894 = add i64 %v809, 2
  %v895 = icmp ult i64 %v894, %v810
  %v896 = and i1 %v892, %v895
  %v897 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v893
  %v898 = load float, float addrspace(1)* %v897, align 4
  %v899 = mul i64 4, %v799
  %v900 = add i64 %v811, %v899
  %v901 = add i64 %v798, 4
  %v902 = icmp ult i64 %v901, %v800
  %v903 = add i64 %v900, 3
  %v904 = add i64 %v809, 3
  %v905 = icmp ult i64 %v904, %v810
  %v906 = and i1 %v902, %v905
  %v907 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v903
  %v908 = load float, float addrspace(1)* %v907, align 4
  %v909 = mul i64 4, %v799
  %v910 = add i64 %v811, %v909
  %v911 = add i64 %v798, 4
  %v912 = icmp ult i64 %v911, %v800
  %v913 = add i64 %v910, 128
  %v914 = add i64 %v809, 128
  %v915 = icmp ult i64 %v914, %v810
  %v916 = and i1 %v912, %v915
  %v917 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v913
  %v918 = load float, float addrspace(1)* %v917, align 4
  %v919 = mul i64 4, %v799
  %v920 = add i64 %v811, %v919
  %v921 = add i64 %v798, 4
  %v922 = icmp ult i64 %v921, %v800
  %v923 = add i64 %v920, 129
  %v924 = add i64 %v809, 129
  %v925 = icmp ult i64 %v924, %v810
  %v926 = and i1 %v922, %v925
  %v927 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v923
  %v928 = load float, float addrspace(1)* %v927, align 4
  %v929 = mul i64 4, %v799
  %v930 = add i64 %v811, %v929
  %v931 = add i64 %v798, 4
  %v932 = icmp ult i64 %v931, %v800
  %v933 = add i64 %v930, 130
  %v934 = add i64 %v809, 130
  %v935 = icmp ult i64 %v934, %v810
  %v936 = and i1 %v932, %v935
  %v937 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v933
  %v938 = load float, float addrspace(1)* %v937, align 4
  %v939 = mul i64 4, %v799
  %v940 = add i64 %v811, %v939
  %v941 = add i64 %v798, 4
  %v942 = icmp ult i64 %v941, %v800
  %v943 = add i64 %v940, 131
  %v944 = add i64 %v809, 131
  %v945 = icmp ult i64 %v944, %v810
  %v946 = and i1 %v942, %v945
  %v947 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v943
  %v948 = load float, float addrspace(1)* %v947, align 4
  br label %ld_done12
ld_edge11:
  %v949 = bitcast float 0x0000000000000000 to i32
  %v950 = icmp ult i64 %v798, %v800
  %v951 = icmp ult i64 %v809, %v810
  %v952 = and i1 %v950, %v951
  %v953 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v811
  %v954 = ptrtoint float addrspace(1)* %v953 to i64
  %v955 = zext i1 %v952 to i32
  %v956 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v954, i32 %v955, i32 %v949)
  %v957 = bitcast i32 %v956 to float
  %v958 = icmp ult i64 %v798, %v800
  %v959 = add i64 %v811, 1
  %v960 = add i64 %v809, 1
  %v961 = icmp ult i64 %v960, %v810
  %v962 = and i1 %v958, %v961
  %v963 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v959
  %v964 = ptrtoint float addrspace(1)* %v963 to i64
  %v965 = zext i1 %v962 to i32
  %v966 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v964, i32 %v965, i32 %v949)
  %v967 = bitcast i32 %v966 to float
  %v968 = icmp ult i64 %v798, %v800
  %v969 = add i64 %v811, 2
  %v970 = add i64 %v809, 2
  %v971 = icmp ult i64 %v970, %v810
  %v972 = and i1 %v968, %v971
  %v973 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v969
  %v974 = ptrtoint float addrspace(1)* %v973 to i64
  %v975 = zext i1 %v972 to i32
  %v976 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v974, i32 %v975, i32 %v949)
  %v977 = bitcast i32 %v976 to float
  %v978 = icmp ult i64 %v798, %v800
  %v979 = add i64 %v811, 3
  %v980 = add i64 %v809, 3
  %v981 = icmp ult i64 %v980, %v810
  %v982 = and i1 %v978, %v981
  %v983 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v979
  %v984 = ptrtoint float addrspace(1)* %v983 to i64
  %v985 = zext i1 %v982 to i32
  %v986 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v984, i32 %v985, i32 %v949)
  %v987 = bitcast i32 %v986 to float
  %v988 = icmp ult i64 %v798, %v800
  %v989 = add i64 %v811, 128
  %v990 = add i64 %v809, 128
  %v991 = icmp ult i64 %v990, %v810
  %v992 = and i1 %v988, %v991
  %v993 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v989
  %v994 = ptrtoint float addrspace(1)* %v993 to i64
  %v995 = zext i1 %v992 to i32
  %v996 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v994, i32 %v995, i32 %v949)
  %v997 = bitcast i32 %v996 to float
  %v998 = icmp ult i64 %v798, %v800
  %v999 = add i64 %v811, 129
  %v1000 = add i64 %v809, 129
  %v1001 = icmp ult i64 %v1000, %v810
  %v1002 = and i1 %v998, %v1001
  %v1003 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v999
  %v1004 = ptrtoint float addrspace(1)* %v1003 to i64
  %v1005 = zext i1 %v1002 to i32
  %v1006 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1004, i32 %v1005, i32 %v949)
  %v1007 = bitcast i32 %v1006 to float
  %v1008 = icmp ult i64 %v798, %v800
  %v1009 = add i64 %v811, 130
  %v1010 = add i64 %v809, 130
  %v1011 = icmp ult i64 %v1010, %v810
  %v1012 = and i1 %v1008, %v1011
  %v1013 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1009
  %v1014 = ptrtoint float addrspace(1)* %v1013 to i64
  %v1015 = zext i1 %v1012 to i32
  %v1016 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1014, i32 %v1015, i32 %v949)
  %v1017 = bitcast i32 %v1016 to float
  %v1018 = icmp ult i64 %v798, %v800
  %v1019 = add i64 %v811, 131
  %v1020 = add i64 %v809, 131
  %v1021 = icmp ult i64 %v1020, %v810
  %v1022 = and i1 %v1018, %v1021
  %v1023 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1019
  %v1024 = ptrtoint float addrspace(1)* %v1023 to i64
  %v1025 = zext i1 %v1022 to i32
  %v1026 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1024, i32 %v1025, i32 %v949)
  %v1027 = bitcast i32 %v1026 to float
  %v1028 = mul i64 4, %v799
  %v1029 = add i64 %v811, %v1028
  %v1030 = add i64 %v798, 4
  %v1031 = icmp ult i64 %v1030, %v800
  %v1032 = icmp ult i64 %v809, %v810
  %v1033 = and i1 %v1031, %v1032
  %v1034 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1029
  %v1035 = ptrtoint float addrspace(1)* %v1034 to i64
  %v1036 = zext i1 %v1033 to i32
  %v1037 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1035, i32 %v1036, i32 %v949)
  %v1038 = bitcast i32 %v1037 to float
  %v1039 = mul i64 4, %v799
  %v1040 = add i64 %v811, %v1039
  %v1041 = add i64 %v798, 4
  %v1042 = icmp ult i64 %v1041, %v800
  %v1043 = add i64 %v1040, 1
  %v1044 = add i64 %v809, 1
  %v1045 = icmp ult i64 %v1044, %v810
  %v1046 = and i1 %v1042, %v1045
  %v1047 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1043
  %v1048 = ptrtoint float addrspace(1)* %v1047 to i64
  %v1049 = zext i1 %v1046 to i32
  %v1050 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1048, i32 %v1049, i32 %v949)
  %v1051 = bitcast i32 %v1050 to float
  %v1052 = mul i64 4, %v799
  %v1053 = add i64 %v811, %v1052
  %v1054 = add i64 %v798, 4
  %v1055 = icmp ult i64 %v1054, %v800
  %v1056 = add i64 %v1053, 2
  %v1057 = add i64 %v809, 2
  %v1058 = icmp ult i64 %v1057, %v810
  %v1059 = and i1 %v1055, %v1058
  %v1060 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1056
  %v1061 = ptrtoint float addrspace(1)* %v1060 to i64
  %v1062 = zext i1 %v1059 to i32
  %v1063 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1061, i32 %v1062, i32 %v949)
  %v1064 = bitcast i32 %v1063 to float
  %v1065 = mul i64 4, %v799
  %v1066 = add i64 %v811, %v1065
  %v1067 = add i64 %v798, 4
  %v1068 = icmp ult i64 %v1067, %v800
  %v1069 = add i64 %v1066, 3
  %v1070 = add i64 %v809, 3
  %v1071 = icmp ult i64 %v1070, %v810
  %v1072 = and i1 %v1068, %v1071
  %v1073 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1069
  %v1074 = ptrtoint float addrspace(1)* %v1073 to i64
  %v1075 = zext i1 %v1072 to i32
  %v1076 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1074, i32 %v1075, i32 %v949)
  %v1077 = bitcast i32 %v1076 to float
  %v1078 = mul i64 4, %v799
  %v1079 = add i64 %v811, %v1078
  %v1080 = add i64 %v798, 4
  %v1081 = icmp ult i64 %v1080, %v800
  %v1082 = add i64 %v1079, 128
  %v1083 = add i64 %v809, 128
  %v1084 = icmp ult i64 %v1083, %v810
  %v1085 = and i1 %v1081, %v1084
  %v1086 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1082
  %v1087 = ptrtoint float addrspace(1)* %v1086 to i64
  %v1088 = zext i1 %v1085 to i32
  %v1089 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1087, i32 %v1088, i32 %v949)
  %v1090 = bitcast i32 %v1089 to float
  %v1091 = mul i64 4, %v799
  %v1092 = add i64 %v811, %v1091
  %v1093 = add i64 %v798, 4
  %v1094 = icmp ult i64 %v1093, %v800
  %v1095 = add i64 %v1092, 129
  %v1096 = add i64 %v809, 129
  %v1097 = icmp ult i64 %v1096, %v810
  %v1098 = and i1 %v1094, %v1097
  %v1099 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1095
  %v1100 = ptrtoint float addrspace(1)* %v1099 to i64
  %v1101 = zext i1 %v1098 to i32
  %v1102 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1100, i32 %v1101, i32 %v949)
  %v1103 = bitcast i32 %v1102 to float
  %v1104 = mul i64 4, %v799
  %v1105 = add i64 %v811, %v1104
  %v1106 = add i64 %v798, 4
  %v1107 = icmp ult i64 %v1106, %v800
  %v1108 = add i64 %v1105, 130
  %v1109 = add i64 %v809, 130
  %v1110 = icmp ult i64 %v1109, %v810
  %v1111 = and i1 %v1107, %v1110
  %v1112 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1108
  %v1113 = ptrtoint float addrspace(1)* %v1112 to i64
  %v1114 = zext i1 %v1111 to i32
  %v1115 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1113, i32 %v1114, i32 %v949)
  %v1116 = bitcast i32 %v1115 to float
  %v1117 = mul i64 4, %v799
  %v1118 = add i64 %v811, %v1117
  %v1119 = add i64 %v798, 4
  %v1120 = icmp ult i64 %v1119, %v800
  %v1121 = add i64 %v1118, 131
  %v1122 = add i64 %v809, 131
  %v1123 = icmp ult i64 %v1122, %v810
  %v1124 = and i1 %v1120, %v1123
  %v1125 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1121
  %v1126 = ptrtoint float addrspace(1)* %v1125 to i64
  %v1127 = zext i1 %v1124 to i32
  %v1128 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1126, i32 %v1127, i32 %v949)
  %v1129 = bitcast i32 %v1128 to float
  br label %ld_done12
ld_done12:
  %v1130 = phi float [ %v821, %ld_full10 ], [ %v957, %ld_edge11 ]
  %v1131 = phi float [ %v828, %ld_full10 ], [ %v967, %ld_edge11 ]
  %v1132 = phi float [ %v835, %ld_full10 ], [ %v977, %ld_edge11 ]
  %v1133 = phi float [ %v842, %ld_full10 ], [ %v987, %ld_edge11 ]
  %v1134 = phi float [ %v849, %ld_full10 ], [ %v997, %ld_edge11 ]
  %v1135 = phi float [ %v856, %ld_full10 ], [ %v1007, %ld_edge11 ]
  %v1136 = phi float [ %v863, %ld_full10 ], [ %v1017, %ld_edge11 ]
  %v1137 = phi float [ %v870, %ld_full10 ], [ %v1027, %ld_edge11 ]
  %v1138 = phi float [ %v878, %ld_full10 ], [ %v1038, %ld_edge11 ]
  %v1139 = phi float [ %v888, %ld_full10 ], [ %v1051, %ld_edge11 ]
  %v1140 = phi float [ %v898, %ld_full10 ], [ %v1064, %ld_edge11 ]
  %v1141 = phi float [ %v908, %ld_full10 ], [ %v1077, %ld_edge11 ]
  %v1142 = phi float [ %v918, %ld_full10 ], [ %v1090, %ld_edge11 ]
  %v1143 = phi float [ %v928, %ld_full10 ], [ %v1103, %ld_edge11 ]
  %v1144 = phi float [ %v938, %ld_full10 ], [ %v1116, %ld_edge11 ]
  %v1145 = phi float [ %v948, %ld_full10 ], [ %v1129, %ld_edge11 ]
  %v1146 = and i32 %v2, 1
  %v1147 = shl i32 %v1146, 2
  %v1148 = lshr i32 %v2, 1
  %v1149 = and i32 %v1148, 1
  %v1150 = shl i32 %v1149, 3
  %v1151 = or i32 %v1147, %v1150
  %v1152 = lshr i32 %v2, 2
  %v1153 = and i32 %v1152, 1
  %v1154 = shl i32 %v1153, 4
  %v1155 = or i32 %v1151, %v1154
  %v1156 = lshr i32 %v2, 3
  %v1157 = and i32 %v1156, 1
  %v1158 = shl i32 %v1157, 5
  %v1159 = or i32 %v1155, %v1158
  %v1160 = lshr i32 %v2, 4
  %v1161 = and i32 %v1160, 1
  %v1162 = shl i32 %v1161, 6
  %v1163 = or i32 %v1159, %v1162
  %v1164 = and i32 %v3, 1
  %v1165 = shl i32 %v1164, 7
  %v1166 = or i32 %v1163, %v1165
  %v1167 = and i32 %v1166, 255
  %v1168 = sext i32 %v766 to i64
  %v1169 = mul i64 %v1168, 256
  %v1170 = zext i32 %v1167 to i64
  %v1171 = add i64 %v1169, %v1170
  %v1172 = zext i32 %p6 to i64
  %v1173 = add i64 %v1169, 256
  %v1174 = icmp sle i64 %v1173, %v1172
  %v1175 = icmp sge i64 %v1168, 0
  %v1176 = and i1 %v1174, %v1175
  br i1 %v1176, label %ld_full13, label %ld_edge14
ld_full13:
  %v1177 = icmp ult i64 %v1171, %v1172
  %v1178 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1171
  %v1179 = load float, float addrspace(1)* %v1178, align 4
  %v1180 = add i64 %v1171, 1
  %v1181 = add i64 %v1171, 1
  %v1182 = icmp ult i64 %v1181, %v1172
  %v1183 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1180
  %v1184 = load float, float addrspace(1)* %v1183, align 4
  %v1185 = add i64 %v1171, 2
  %v1186 = add i64 %v1171, 2
  %v1187 = icmp ult i64 %v1186, %v1172
  %v1188 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1185
  %v1189 = load float, float addrspace(1)* %v1188, align 4
  %v1190 = add i64 %v1171, 3
  %v1191 = add i64 %v1171, 3
  %v1192 = icmp ult i64 %v1191, %v1172
  %v1193 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1190
  %v1194 = load float, float addrspace(1)* %v1193, align 4
  br label %ld_done15
ld_edge14:
  %v1195 = bitcast float 0x0000000000000000 to i32
  %v1196 = icmp ult i64 %v1171, %v1172
  %v1197 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1171
  %v1198 = ptrtoint float addrspace(1)* %v1197 to i64
  %v1199 = zext i1 %v1196 to i32
  %v1200 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1198, i32 %v1199, i32 %v1195)
  %v1201 = bitcast i32 %v1200 to float
  %v1202 = add i64 %v1171, 1
  %v1203 = add i64 %v1171, 1
  %v1204 = icmp ult i64 %v1203, %v1172
  %v1205 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1202
  %v1206 = ptrtoint float addrspace(1)* %v1205 to i64
  %v1207 = zext i1 %v1204 to i32
  %v1208 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1206, i32 %v1207, i32 %v1195)
  %v1209 = bitcast i32 %v1208 to float
  %v1210 = add i64 %v1171, 2
  %v1211 = add i64 %v1171, 2
  %v1212 = icmp ult i64 %v1211, %v1172
  %v1213 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1210
  %v1214 = ptrtoint float addrspace(1)* %v1213 to i64
  %v1215 = zext i1 %v1212 to i32
  %v1216 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1214, i32 %v1215, i32 %v1195)
  %v1217 = bitcast i32 %v1216 to float
  %v1218 = add i64 %v1171, 3
  %v1219 = add i64 %v1171, 3
  %v1220 = icmp ult i64 %v1219, %v1172
  %v1221 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1218
  %v1222 = ptrtoint float addrspace(1)* %v1221 to i64
  %v1223 = zext i1 %v1220 to i32
  %v1224 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1222, i32 %v1223, i32 %v1195)
  %v1225 = bitcast i32 %v1224 to float
  br label %ld_done15
ld_done15:
  %v1226 = phi float [ %v1179, %ld_full13 ], [ %v1201, %ld_edge14 ]
  %v1227 = phi float [ %v1184, %ld_full13 ], [ %v1209, %ld_edge14 ]
  %v1228 = phi float [ %v1189, %ld_full13 ], [ %v1217, %ld_edge14 ]
  %v1229 = phi float [ %v1194, %ld_full13 ], [ %v1225, %ld_edge14 ]
  %v1230 = and i32 %v2, 1
  %v1231 = shl i32 %v1230, 2
  %v1232 = lshr i32 %v2, 1
  %v1233 = and i32 %v1232, 1
  %v1234 = shl i32 %v1233, 3
  %v1235 = or i32 %v1231, %v1234
  %v1236 = lshr i32 %v2, 2
  %v1237 = and i32 %v1236, 1
  %v1238 = shl i32 %v1237, 4
  %v1239 = or i32 %v1235, %v1238
  %v1240 = lshr i32 %v2, 3
  %v1241 = and i32 %v1240, 1
  %v1242 = shl i32 %v1241, 5
  %v1243 = or i32 %v1239, %v1242
  %v1244 = lshr i32 %v2, 4
  %v1245 = and i32 %v1244, 1
  %v1246 = shl i32 %v1245, 6
  %v1247 = or i32 %v1243, %v1246
  %v1248 = and i32 %v3, 1
  %v1249 = shl i32 %v1248, 7
  %v1250 = or i32 %v1247, %v1249
  %v1251 = and i32 %v1250, 255
  %v1252 = sext i32 %v766 to i64
  %v1253 = mul i64 %v1252, 256
  %v1254 = zext i32 %v1251 to i64
  %v1255 = add i64 %v1253, %v1254
  %v1256 = zext i32 %p9 to i64
  %v1257 = add i64 %v1253, 256
  %v1258 = icmp sle i64 %v1257, %v1256
  %v1259 = icmp sge i64 %v1252, 0
  %v1260 = and i1 %v1258, %v1259
  br i1 %v1260, label %ld_full16, label %ld_edge17
ld_full16:
  %v1261 = icmp ult i64 %v1255, %v1256
  %v1262 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1255
  %v1263 = load float, float addrspace(1)* %v1262, align 4
  %v1264 = add i64 %v1255, 1
  %v1265 = add i64 %v1255, 1
  %v1266 = icmp ult i64 %v1265, %v1256
  %v1267 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1264
  %v1268 = load float, float addrspace(1)* %v1267, align 4
  %v1269 = add i64 %v1255, 2
  %v1270 = add i64 %v1255, 2
  %v1271 = icmp ult i64 %v1270, %v1256
  %v1272 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1269
  %v1273 = load float, float addrspace(1)* %v1272, align 4
  %v1274 = add i64 %v1255, 3
  %v1275 = add i64 %v1255, 3
  %v1276 = icmp ult i64 %v1275, %v1256
  %v1277 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1274
  %v1278 = load float, float addrspace(1)* %v1277, align 4
  br label %ld_done18
ld_edge17:
  %v1279 = bitcast float 0x0000000000000000 to i32
  %v1280 = icmp ult i64 %v1255, %v1256
  %v1281 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1255
  %v1282 = ptrtoint float addrspace(1)* %v1281 to i64
  %v1283 = zext i1 %v1280 to i32
  %v1284 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1282, i32 %v1283, i32 %v1279)
  %v1285 = bitcast i32 %v1284 to float
  %v1286 = add i64 %v1255, 1
  %v1287 = add i64 %v1255, 1
  %v1288 = icmp ult i64 %v1287, %v1256
  %v1289 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1286
  %v1290 = ptrtoint float addrspace(1)* %v1289 to i64
  %v1291 = zext i1 %v1288 to i32
  %v1292 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1290, i32 %v1291, i32 %v1279)
  %v1293 = bitcast i32 %v1292 to float
  %v1294 = add i64 %v1255, 2
  %v1295 = add i64 %v1255, 2
  %v1296 = icmp ult i64 %v1295, %v1256
  %v1297 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1294
  %v1298 = ptrtoint float addrspace(1)* %v1297 to i64
  %v1299 = zext i1 %v1296 to i32
  %v1300 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1298, i32 %v1299, i32 %v1279)
  %v1301 = bitcast i32 %v1300 to float
  %v1302 = add i64 %v1255, 3
  %v1303 = add i64 %v1255, 3
  %v1304 = icmp ult i64 %v1303, %v1256
  %v1305 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1302
  %v1306 = ptrtoint float addrspace(1)* %v1305 to i64
  %v1307 = zext i1 %v1304 to i32
  %v1308 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1306, i32 %v1307, i32 %v1279)
  %v1309 = bitcast i32 %v1308 to float
  br label %ld_done18
ld_done18:
  %v1310 = phi float [ %v1263, %ld_full16 ], [ %v1285, %ld_edge17 ]
  %v1311 = phi float [ %v1268, %ld_full16 ], [ %v1293, %ld_edge17 ]
  %v1312 = phi float [ %v1273, %ld_full16 ], [ %v1301, %ld_edge17 ]
  %v1313 = phi float [ %v1278, %ld_full16 ], [ %v1309, %ld_edge17 ]
  call void @llvm.nvvm.barrier0()
  %v1314 = and i32 %v2, 1
  %v1315 = lshr i32 %v2, 1
  %v1316 = and i32 %v1315, 1
  %v1317 = shl i32 %v1316, 1
  %v1318 = or i32 %v1314, %v1317
  %v1319 = lshr i32 %v2, 2
  %v1320 = and i32 %v1319, 1
  %v1321 = shl i32 %v1320, 2
  %v1322 = or i32 %v1318, %v1321
  %v1323 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1324 = getelementptr inbounds float, float addrspace(3)* %v1323, i32 %v1322
  store float %v22, float addrspace(3)* %v1324, align 4
  call void @llvm.nvvm.barrier0()
  %v1325 = and i32 %v2, 1
  %v1326 = shl i32 %v1325, 2
  %v1327 = lshr i32 %v2, 1
  %v1328 = and i32 %v1327, 1
  %v1329 = shl i32 %v1328, 3
  %v1330 = or i32 %v1326, %v1329
  %v1331 = lshr i32 %v2, 2
  %v1332 = and i32 %v1331, 1
  %v1333 = shl i32 %v1332, 4
  %v1334 = or i32 %v1330, %v1333
  %v1335 = lshr i32 %v2, 3
  %v1336 = and i32 %v1335, 1
  %v1337 = shl i32 %v1336, 5
  %v1338 = or i32 %v1334, %v1337
  %v1339 = lshr i32 %v2, 4
  %v1340 = and i32 %v1339, 1
  %v1341 = shl i32 %v1340, 6
  %v1342 = or i32 %v1338, %v1341
  %v1343 = and i32 %v3, 1
  %v1344 = shl i32 %v1343, 8
  %v1345 = or i32 %v1342, %v1344
  %v1346 = lshr i32 %v3, 1
  %v1347 = and i32 %v1346, 1
  %v1348 = shl i32 %v1347, 9
  %v1349 = or i32 %v1345, %v1348
  %v1350 = lshr i32 %v1349, 8
  %v1351 = and i32 %v1350, 7
  %v1352 = and i32 %v1349, 255
  %v1353 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1354 = getelementptr inbounds float, float addrspace(3)* %v1353, i32 %v1351
  %v1355 = load float, float addrspace(3)* %v1354, align 4
  %v1356 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1357 = getelementptr inbounds float, float addrspace(3)* %v1356, i32 %v1351
  %v1358 = load float, float addrspace(3)* %v1357, align 4
  %v1359 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1360 = getelementptr inbounds float, float addrspace(3)* %v1359, i32 %v1351
  %v1361 = load float, float addrspace(3)* %v1360, align 4
  %v1362 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1363 = getelementptr inbounds float, float addrspace(3)* %v1362, i32 %v1351
  %v1364 = load float, float addrspace(3)* %v1363, align 4
  %v1365 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1366 = getelementptr inbounds float, float addrspace(3)* %v1365, i32 %v1351
  %v1367 = load float, float addrspace(3)* %v1366, align 4
  %v1368 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1369 = getelementptr inbounds float, float addrspace(3)* %v1368, i32 %v1351
  %v1370 = load float, float addrspace(3)* %v1369, align 4
  %v1371 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1372 = getelementptr inbounds float, float addrspace(3)* %v1371, i32 %v1351
  %v1373 = load float, float addrspace(3)* %v1372, align 4
  %v1374 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1375 = getelementptr inbounds float, float addrspace(3)* %v1374, i32 %v1351
  %v1376 = load float, float addrspace(3)* %v1375, align 4
  %v1377 = add i32 %v1351, 4
  %v1378 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1379 = getelementptr inbounds float, float addrspace(3)* %v1378, i32 %v1377
  %v1380 = load float, float addrspace(3)* %v1379, align 4
  %v1381 = add i32 %v1351, 4
  %v1382 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1383 = getelementptr inbounds float, float addrspace(3)* %v1382, i32 %v1381
  %v1384 = load float, float addrspace(3)* %v1383, align 4
  %v1385 = add i32 %v1351, 4
  %v1386 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1387 = getelementptr inbounds float, float addrspace(3)* %v1386, i32 %v1385
  %v1388 = load float, float addrspace(3)* %v1387, align 4
  %v1389 = add i32 %v1351, 4
  %v1390 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1391 = getelementptr inbounds float, float addrspace(3)* %v1390, i32 %v1389
  %v1392 = load float, float addrspace(3)* %v1391, align 4
  %v1393 = add i32 %v1351, 4
  %v1394 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1395 = getelementptr inbounds float, float addrspace(3)* %v1394, i32 %v1393
  %v1396 = load float, float addrspace(3)* %v1395, align 4
  %v1397 = add i32 %v1351, 4
  %v1398 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1399 = getelementptr inbounds float, float addrspace(3)* %v1398, i32 %v1397
  %v1400 = load float, float addrspace(3)* %v1399, align 4
  %v1401 = add i32 %v1351, 4
  %v1402 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1403 = getelementptr inbounds float, float addrspace(3)* %v1402, i32 %v1401
  %v1404 = load float, float addrspace(3)* %v1403, align 4
  %v1405 = add i32 %v1351, 4
  %v1406 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1407 = getelementptr inbounds float, float addrspace(3)* %v1406, i32 %v1405
  %v1408 = load float, float addrspace(3)* %v1407, align 4
  %v1409 = fsub float %v1130, %v1355
  %v1410 = fsub float %v1131, %v1358
  %v1411 = fsub float %v1132, %v1361
  %v1412 = fsub float %v1133, %v1364
  %v1413 = fsub float %v1134, %v1367
  %v1414 = fsub float %v1135, %v1370
  %v1415 = fsub float %v1136, %v1373
  %v1416 = fsub float %v1137, %v1376
  %v1417 = fsub float %v1138, %v1380
  %v1418 = fsub float %v1139, %v1384
  %v1419 = fsub float %v1140, %v1388
  %v1420 = fsub float %v1141, %v1392
  %v1421 = fsub float %v1142, %v1396
  %v1422 = fsub float %v1143, %v1400
  %v1423 = fsub float %v1144, %v1404
  %v1424 = fsub float %v1145, %v1408
  call void @llvm.nvvm.barrier0()
  %v1425 = and i32 %v2, 1
  %v1426 = lshr i32 %v2, 1
  %v1427 = and i32 %v1426, 1
  %v1428 = shl i32 %v1427, 1
  %v1429 = or i32 %v1425, %v1428
  %v1430 = lshr i32 %v2, 2
  %v1431 = and i32 %v1430, 1
  %v1432 = shl i32 %v1431, 2
  %v1433 = or i32 %v1429, %v1432
  %v1434 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1435 = getelementptr inbounds float, float addrspace(3)* %v1434, i32 %v1433
  store float %v759, float addrspace(3)* %v1435, align 4
  call void @llvm.nvvm.barrier0()
  %v1436 = and i32 %v2, 1
  %v1437 = shl i32 %v1436, 2
  %v1438 = lshr i32 %v2, 1
  %v1439 = and i32 %v1438, 1
  %v1440 = shl i32 %v1439, 3
  %v1441 = or i32 %v1437, %v1440
  %v1442 = lshr i32 %v2, 2
  %v1443 = and i32 %v1442, 1
  %v1444 = shl i32 %v1443, 4
  %v1445 = or i32 %v1441, %v1444
  %v1446 = lshr i32 %v2, 3
  %v1447 = and i32 %v1446, 1
  %v1448 = shl i32 %v1447, 5
  %v1449 = or i32 %v1445, %v1448
  %v1450 = lshr i32 %v2, 4
  %v1451 = and i32 %v1450, 1
  %v1452 = shl i32 %v1451, 6
  %v1453 = or i32 %v1449, %v1452
  %v1454 = and i32 %v3, 1
  %v1455 = shl i32 %v1454, 8
  %v1456 = or i32 %v1453, %v1455
  %v1457 = lshr i32 %v3, 1
  %v1458 = and i32 %v1457, 1
  %v1459 = shl i32 %v1458, 9
  %v1460 = or i32 %v1456, %v1459
  %v1461 = lshr i32 %v1460, 8
  %v1462 = and i32 %v1461, 7
  %v1463 = and i32 %v1460, 255
  %v1464 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1465 = getelementptr inbounds float, float addrspace(3)* %v1464, i32 %v1462
  %v1466 = load float, float addrspace(3)* %v1465, align 4
  %v1467 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1468 = getelementptr inbounds float, float addrspace(3)* %v1467, i32 %v1462
  %v1469 = load float, float addrspace(3)* %v1468, align 4
  %v1470 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1471 = getelementptr inbounds float, float addrspace(3)* %v1470, i32 %v1462
  %v1472 = load float, float addrspace(3)* %v1471, align 4
  %v1473 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1474 = getelementptr inbounds float, float addrspace(3)* %v1473, i32 %v1462
  %v1475 = load float, float addrspace(3)* %v1474, align 4
  %v1476 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1477 = getelementptr inbounds float, float addrspace(3)* %v1476, i32 %v1462
  %v1478 = load float, float addrspace(3)* %v1477, align 4
  %v1479 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1480 = getelementptr inbounds float, float addrspace(3)* %v1479, i32 %v1462
  %v1481 = load float, float addrspace(3)* %v1480, align 4
  %v1482 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1483 = getelementptr inbounds float, float addrspace(3)* %v1482, i32 %v1462
  %v1484 = load float, float addrspace(3)* %v1483, align 4
  %v1485 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1486 = getelementptr inbounds float, float addrspace(3)* %v1485, i32 %v1462
  %v1487 = load float, float addrspace(3)* %v1486, align 4
  %v1488 = add i32 %v1462, 4
  %v1489 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1490 = getelementptr inbounds float, float addrspace(3)* %v1489, i32 %v1488
  %v1491 = load float, float addrspace(3)* %v1490, align 4
  %v1492 = add i32 %v1462, 4
  %v1493 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1494 = getelementptr inbounds float, float addrspace(3)* %v1493, i32 %v1492
  %v1495 = load float, float addrspace(3)* %v1494, align 4
  %v1496 = add i32 %v1462, 4
  %v1497 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1498 = getelementptr inbounds float, float addrspace(3)* %v1497, i32 %v1496
  %v1499 = load float, float addrspace(3)* %v1498, align 4
  %v1500 = add i32 %v1462, 4
  %v1501 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1502 = getelementptr inbounds float, float addrspace(3)* %v1501, i32 %v1500
  %v1503 = load float, float addrspace(3)* %v1502, align 4
  %v1504 = add i32 %v1462, 4
  %v1505 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1506 = getelementptr inbounds float, float addrspace(3)* %v1505, i32 %v1504
  %v1507 = load float, float addrspace(3)* %v1506, align 4
  %v1508 = add i32 %v1462, 4
  %v1509 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1510 = getelementptr inbounds float, float addrspace(3)* %v1509, i32 %v1508
  %v1511 = load float, float addrspace(3)* %v1510, align 4
  %v1512 = add i32 %v1462, 4
  %v1513 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1514 = getelementptr inbounds float, float addrspace(3)* %v1513, i32 %v1512
  %v1515 = load float, float addrspace(3)* %v1514, align 4
  %v1516 = add i32 %v1462, 4
  %v1517 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1518 = getelementptr inbounds float, float addrspace(3)* %v1517, i32 %v1516
  %v1519 = load float, float addrspace(3)* %v1518, align 4
  %v1520 = fmul float %v1409, %v1466
  %v1521 = fmul float %v1410, %v1469
  %v1522 = fmul float %v1411, %v1472
  %v1523 = fmul float %v1412, %v1475
  %v1524 = fmul float %v1413, %v1478
  %v1525 = fmul float %v1414, %v1481
  %v1526 = fmul float %v1415, %v1484
  %v1527 = fmul float %v1416, %v1487
  %v1528 = fmul float %v1417, %v1491
  %v1529 = fmul float %v1418, %v1495
  %v1530 = fmul float %v1419, %v1499
  %v1531 = fmul float %v1420, %v1503
  %v1532 = fmul float %v1421, %v1507
  %v1533 = fmul float %v1422, %v1511
  %v1534 = fmul float %v1423, %v1515
  %v1535 = fmul float %v1424, %v1519
  %v1536 = and i32 %v2, 1
  %v1537 = shl i32 %v1536, 2
  %v1538 = lshr i32 %v2, 1
  %v1539 = and i32 %v1538, 1
  %v1540 = shl i32 %v1539, 3
  %v1541 = or i32 %v1537, %v1540
  %v1542 = lshr i32 %v2, 2
  %v1543 = and i32 %v1542, 1
  %v1544 = shl i32 %v1543, 4
  %v1545 = or i32 %v1541, %v1544
  %v1546 = lshr i32 %v2, 3
  %v1547 = and i32 %v1546, 1
  %v1548 = shl i32 %v1547, 5
  %v1549 = or i32 %v1545, %v1548
  %v1550 = lshr i32 %v2, 4
  %v1551 = and i32 %v1550, 1
  %v1552 = shl i32 %v1551, 6
  %v1553 = or i32 %v1549, %v1552
  %v1554 = and i32 %v1553, 255
  %v1555 = sext i32 %v766 to i64
  %v1556 = mul i64 %v1555, 256
  %v1557 = zext i32 %v1554 to i64
  %v1558 = add i64 %v1556, %v1557
  %v1559 = zext i32 %p6 to i64
  %v1560 = add i64 %v1556, 256
  %v1561 = icmp sle i64 %v1560, %v1559
  %v1562 = icmp sge i64 %v1555, 0
  %v1563 = and i1 %v1561, %v1562
  br i1 %v1563, label %ld_full19, label %ld_edge20
ld_full19:
  %v1564 = icmp ult i64 %v1558, %v1559
  %v1565 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1558
  %v1566 = load float, float addrspace(1)* %v1565, align 4
  %v1567 = add i64 %v1558, 1
  %v1568 = add i64 %v1558, 1
  %v1569 = icmp ult i64 %v1568, %v1559
  %v1570 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1567
  %v1571 = load float, float addrspace(1)* %v1570, align 4
  %v1572 = add i64 %v1558, 2
  %v1573 = add i64 %v1558, 2
  %v1574 = icmp ult i64 %v1573, %v1559
  %v1575 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1572
  %v1576 = load float, float addrspace(1)* %v1575, align 4
  %v1577 = add i64 %v1558, 3
  %v1578 = add i64 %v1558, 3
  %v1579 = icmp ult i64 %v1578, %v1559
  %v1580 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1577
  %v1581 = load float, float addrspace(1)* %v1580, align 4
  %v1582 = add i64 %v1558, 128
  %v1583 = add i64 %v1558, 128
  %v1584 = icmp ult i64 %v1583, %v1559
  %v1585 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1582
  %v1586 = load float, float addrspace(1)* %v1585, align 4
  %v1587 = add i64 %v1558, 129
  %v1588 = add i64 %v1558, 129
  %v1589 = icmp ult i64 %v1588, %v1559
  %v1590 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1587
  %v1591 = load float, float addrspace(1)* %v1590, align 4
  %v1592 = add i64 %v1558, 130
  %v1593 = add i64 %v1558, 130
  %v1594 = icmp ult i64 %v1593, %v1559
  %v1595 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1592
  %v1596 = load float, float addrspace(1)* %v1595, align 4
  %v1597 = add i64 %v1558, 131
  %v1598 = add i64 %v1558, 131
  %v1599 = icmp ult i64 %v1598, %v1559
  %v1600 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1597
  %v1601 = load float, float addrspace(1)* %v1600, align 4
  br label %ld_done21
ld_edge20:
  %v1602 = bitcast float 0x0000000000000000 to i32
  %v1603 = icmp ult i64 %v1558, %v1559
  %v1604 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1558
  %v1605 = ptrtoint float addrspace(1)* %v1604 to i64
  %v1606 = zext i1 %v1603 to i32
  %v1607 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1605, i32 %v1606, i32 %v1602)
  %v1608 = bitcast i32 %v1607 to float
  %v1609 = add i64 %v1558, 1
  %v1610 = add i64 %v1558, 1
  %v1611 = icmp ult i64 %v1610, %v1559
  %v1612 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1609
  %v1613 = ptrtoint float addrspace(1)* %v1612 to i64
  %v1614 = zext i1 %v1611 to i32
  %v1615 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1613, i32 %v1614, i32 %v1602)
  %v1616 = bitcast i32 %v1615 to float
  %v1617 = add i64 %v1558, 2
  %v1618 = add i64 %v1558, 2
  %v1619 = icmp ult i64 %v1618, %v1559
  %v1620 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1617
  %v1621 = ptrtoint float addrspace(1)* %v1620 to i64
  %v1622 = zext i1 %v1619 to i32
  %v1623 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1621, i32 %v1622, i32 %v1602)
  %v1624 = bitcast i32 %v1623 to float
  %v1625 = add i64 %v1558, 3
  %v1626 = add i64 %v1558, 3
  %v1627 = icmp ult i64 %v1626, %v1559
  %v1628 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1625
  %v1629 = ptrtoint float addrspace(1)* %v1628 to i64
  %v1630 = zext i1 %v1627 to i32
  %v1631 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1629, i32 %v1630, i32 %v1602)
  %v1632 = bitcast i32 %v1631 to float
  %v1633 = add i64 %v1558, 128
  %v1634 = add i64 %v1558, 128
  %v1635 = icmp ult i64 %v1634, %v1559
  %v1636 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1633
  %v1637 = ptrtoint float addrspace(1)* %v1636 to i64
  %v1638 = zext i1 %v1635 to i32
  %v1639 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1637, i32 %v1638, i32 %v1602)
  %v1640 = bitcast i32 %v1639 to float
  %v1641 = add i64 %v1558, 129
  %v1642 = add i64 %v1558, 129
  %v1643 = icmp ult i64 %v1642, %v1559
  %v1644 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1641
  %v1645 = ptrtoint float addrspace(1)* %v1644 to i64
  %v1646 = zext i1 %v1643 to i32
  %v1647 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1645, i32 %v1646, i32 %v1602)
  %v1648 = bitcast i32 %v1647 to float
  %v1649 = add i64 %v1558, 130
  %v1650 = add i64 %v1558, 130
  %v1651 = icmp ult i64 %v1650, %v1559
  %v1652 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1649
  %v1653 = ptrtoint float addrspace(1)* %v1652 to i64
  %v1654 = zext i1 %v1651 to i32
  %v1655 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1653, i32 %v1654, i32 %v1602)
  %v1656 = bitcast i32 %v1655 to float
  %v1657 = add i64 %v1558, 131
  %v1658 = add i64 %v1558, 131
  %v1659 = icmp ult i64 %v1658, %v1559
  %v1660 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1657
  %v1661 = ptrtoint float addrspace(1)* %v1660 to i64
  %v1662 = zext i1 %v1659 to i32
  %v1663 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1661, i32 %v1662, i32 %v1602)
  %v1664 = bitcast i32 %v1663 to float
  br label %ld_done21
ld_done21:
  %v1665 = phi float [ %v1566, %ld_full19 ], [ %v1608, %ld_edge20 ]
  %v1666 = phi float [ %v1571, %ld_full19 ], [ %v1616, %ld_edge20 ]
  %v1667 = phi float [ %v1576, %ld_full19 ], [ %v1624, %ld_edge20 ]
  %v1668 = phi float [ %v1581, %ld_full19 ], [ %v1632, %ld_edge20 ]
  %v1669 = phi float [ %v1586, %ld_full19 ], [ %v1640, %ld_edge20 ]
  %v1670 = phi float [ %v1591, %ld_full19 ], [ %v1648, %ld_edge20 ]
  %v1671 = phi float [ %v1596, %ld_full19 ], [ %v1656, %ld_edge20 ]
  %v1672 = phi float [ %v1601, %ld_full19 ], [ %v1664, %ld_edge20 ]
  %v1673 = fmul float %v1520, %v1665
  %v1674 = fmul float %v1521, %v1666
  %v1675 = fmul float %v1522, %v1667
  %v1676 = fmul float %v1523, %v1668
  %v1677 = fmul float %v1524, %v1669
  %v1678 = fmul float %v1525, %v1670
  %v1679 = fmul float %v1526, %v1671
  %v1680 = fmul float %v1527, %v1672
  %v1681 = fmul float %v1528, %v1665
  %v1682 = fmul float %v1529, %v1666
  %v1683 = fmul float %v1530, %v1667
  %v1684 = fmul float %v1531, %v1668
  %v1685 = fmul float %v1532, %v1669
  %v1686 = fmul float %v1533, %v1670
  %v1687 = fmul float %v1534, %v1671
  %v1688 = fmul float %v1535, %v1672
  %v1689 = and i32 %v2, 1
  %v1690 = shl i32 %v1689, 2
  %v1691 = lshr i32 %v2, 1
  %v1692 = and i32 %v1691, 1
  %v1693 = shl i32 %v1692, 3
  %v1694 = or i32 %v1690, %v1693
  %v1695 = lshr i32 %v2, 2
  %v1696 = and i32 %v1695, 1
  %v1697 = shl i32 %v1696, 4
  %v1698 = or i32 %v1694, %v1697
  %v1699 = lshr i32 %v2, 3
  %v1700 = and i32 %v1699, 1
  %v1701 = shl i32 %v1700, 5
  %v1702 = or i32 %v1698, %v1701
  %v1703 = lshr i32 %v2, 4
  %v1704 = and i32 %v1703, 1
  %v1705 = shl i32 %v1704, 6
  %v1706 = or i32 %v1702, %v1705
  %v1707 = and i32 %v1706, 255
  %v1708 = sext i32 %v766 to i64
  %v1709 = mul i64 %v1708, 256
  %v1710 = zext i32 %v1707 to i64
  %v1711 = add i64 %v1709, %v1710
  %v1712 = zext i32 %p9 to i64
  %v1713 = add i64 %v1709, 256
  %v1714 = icmp sle i64 %v1713, %v1712
  %v1715 = icmp sge i64 %v1708, 0
  %v1716 = and i1 %v1714, %v1715
  br i1 %v1716, label %ld_full22, label %ld_edge23
ld_full22:
  %v1717 = icmp ult i64 %v1711, %v1712
  %v1718 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1711
  %v1719 = load float, float addrspace(1)* %v1718, align 4
  %v1720 = add i64 %v1711, 1
  %v1721 = add i64 %v1711, 1
  %v1722 = icmp ult i64 %v1721, %v1712
  %v1723 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1720
  %v1724 = load float, float addrspace(1)* %v1723, align 4
  %v1725 = add i64 %v1711, 2
  %v1726 = add i64 %v1711, 2
  %v1727 = icmp ult i64 %v1726, %v1712
  %v1728 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1725
  %v1729 = load float, float addrspace(1)* %v1728, align 4
  %v1730 = add i64 %v1711, 3
  %v1731 = add i64 %v1711, 3
  %v1732 = icmp ult i64 %v1731, %v1712
  %v1733 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1730
  %v1734 = load float, float addrspace(1)* %v1733, align 4
  %v1735 = add i64 %v1711, 128
  %v1736 = add i64 %v1711, 128
  %v1737 = icmp ult i64 %v1736, %v1712
  %v1738 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1735
  %v1739 = load float, float addrspace(1)* %v1738, align 4
  %v1740 = add i64 %v1711, 129
  %v1741 = add i64 %v1711, 129
  %v1742 = icmp ult i64 %v1741, %v1712
  %v1743 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1740
  %v1744 = load float, float addrspace(1)* %v1743, align 4
  %v1745 = add i64 %v1711, 130
  %v1746 = add i64 %v1711, 130
  %v1747 = icmp ult i64 %v1746, %v1712
  %v1748 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1745
  %v1749 = load float, float addrspace(1)* %v1748, align 4
  %v1750 = add i64 %v1711, 131
  %v1751 = add i64 %v1711, 131
  %v1752 = icmp ult i64 %v1751, %v1712
  %v1753 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1750
  %v1754 = load float, float addrspace(1)* %v1753, align 4
  br label %ld_done24
ld_edge23:
  %v1755 = bitcast float 0x0000000000000000 to i32
  %v1756 = icmp ult i64 %v1711, %v1712
  %v1757 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1711
  %v1758 = ptrtoint float addrspace(1)* %v1757 to i64
  %v1759 = zext i1 %v1756 to i32
  %v1760 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1758, i32 %v1759, i32 %v1755)
  %v1761 = bitcast i32 %v1760 to float
  %v1762 = add i64 %v1711, 1
  %v1763 = add i64 %v1711, 1
  %v1764 = icmp ult i64 %v1763, %v1712
  %v1765 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1762
  %v1766 = ptrtoint float addrspace(1)* %v1765 to i64
  %v1767 = zext i1 %v1764 to i32
  %v1768 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1766, i32 %v1767, i32 %v1755)
  %v1769 = bitcast i32 %v1768 to float
  %v1770 = add i64 %v1711, 2
  %v1771 = add i64 %v1711, 2
  %v1772 = icmp ult i64 %v1771, %v1712
  %v1773 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1770
  %v1774 = ptrtoint float addrspace(1)* %v1773 to i64
  %v1775 = zext i1 %v1772 to i32
  %v1776 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1774, i32 %v1775, i32 %v1755)
  %v1777 = bitcast i32 %v1776 to float
  %v1778 = add i64 %v1711, 3
  %v1779 = add i64 %v1711, 3
  %v1780 = icmp ult i64 %v1779, %v1712
  %v1781 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1778
  %v1782 = ptrtoint float addrspace(1)* %v1781 to i64
  %v1783 = zext i1 %v1780 to i32
  %v1784 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1782, i32 %v1783, i32 %v1755)
  %v1785 = bitcast i32 %v1784 to float
  %v1786 = add i64 %v1711, 128
  %v1787 = add i64 %v1711, 128
  %v1788 = icmp ult i64 %v1787, %v1712
  %v1789 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1786
  %v1790 = ptrtoint float addrspace(1)* %v1789 to i64
  %v1791 = zext i1 %v1788 to i32
  %v1792 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1790, i32 %v1791, i32 %v1755)
  %v1793 = bitcast i32 %v1792 to float
  %v1794 = add i64 %v1711, 129
  %v1795 = add i64 %v1711, 129
  %v1796 = icmp ult i64 %v1795, %v1712
  %v1797 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1794
  %v1798 = ptrtoint float addrspace(1)* %v1797 to i64
  %v1799 = zext i1 %v1796 to i32
  %v1800 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1798, i32 %v1799, i32 %v1755)
  %v1801 = bitcast i32 %v1800 to float
  %v1802 = add i64 %v1711, 130
  %v1803 = add i64 %v1711, 130
  %v1804 = icmp ult i64 %v1803, %v1712
  %v1805 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1802
  %v1806 = ptrtoint float addrspace(1)* %v1805 to i64
  %v1807 = zext i1 %v1804 to i32
  %v1808 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1806, i32 %v1807, i32 %v1755)
  %v1809 = bitcast i32 %v1808 to float
  %v1810 = add i64 %v1711, 131
  %v1811 = add i64 %v1711, 131
  %v1812 = icmp ult i64 %v1811, %v1712
  %v1813 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1810
  %v1814 = ptrtoint float addrspace(1)* %v1813 to i64
  %v1815 = zext i1 %v1812 to i32
  %v1816 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1814, i32 %v1815, i32 %v1755)
  %v1817 = bitcast i32 %v1816 to float
  br label %ld_done24
ld_done24:
  %v1818 = phi float [ %v1719, %ld_full22 ], [ %v1761, %ld_edge23 ]
  %v1819 = phi float [ %v1724, %ld_full22 ], [ %v1769, %ld_edge23 ]
  %v1820 = phi float [ %v1729, %ld_full22 ], [ %v1777, %ld_edge23 ]
  %v1821 = phi float [ %v1734, %ld_full22 ], [ %v1785, %ld_edge23 ]
  %v1822 = phi float [ %v1739, %ld_full22 ], [ %v1793, %ld_edge23 ]
  %v1823 = phi float [ %v1744, %ld_full22 ], [ %v1801, %ld_edge23 ]
  %v1824 = phi float [ %v1749, %ld_full22 ], [ %v1809, %ld_edge23 ]
  %v1825 = phi float [ %v1754, %ld_full22 ], [ %v1817, %ld_edge23 ]
  %v1826 = fadd float %v1673, %v1818
  %v1827 = fadd float %v1674, %v1819
  %v1828 = fadd float %v1675, %v1820
  %v1829 = fadd float %v1676, %v1821
  %v1830 = fadd float %v1677, %v1822
  %v1831 = fadd float %v1678, %v1823
  %v1832 = fadd float %v1679, %v1824
  %v1833 = fadd float %v1680, %v1825
  %v1834 = fadd float %v1681, %v1818
  %v1835 = fadd float %v1682, %v1819
  %v1836 = fadd float %v1683, %v1820
  %v1837 = fadd float %v1684, %v1821
  %v1838 = fadd float %v1685, %v1822
  %v1839 = fadd float %v1686, %v1823
  %v1840 = fadd float %v1687, %v1824
  %v1841 = fadd float %v1688, %v1825
  %v1842 = and i32 %v2, 1
  %v1843 = shl i32 %v1842, 2
  %v1844 = lshr i32 %v2, 1
  %v1845 = and i32 %v1844, 1
  %v1846 = shl i32 %v1845, 3
  %v1847 = or i32 %v1843, %v1846
  %v1848 = lshr i32 %v2, 2
  %v1849 = and i32 %v1848, 1
  %v1850 = shl i32 %v1849, 4
  %v1851 = or i32 %v1847, %v1850
  %v1852 = lshr i32 %v2, 3
  %v1853 = and i32 %v1852, 1
  %v1854 = shl i32 %v1853, 5
  %v1855 = or i32 %v1851, %v1854
  %v1856 = lshr i32 %v2, 4
  %v1857 = and i32 %v1856, 1
  %v1858 = shl i32 %v1857, 6
  %v1859 = or i32 %v1855, %v1858
  %v1860 = and i32 %v3, 1
  %v1861 = shl i32 %v1860, 8
  %v1862 = or i32 %v1859, %v1861
  %v1863 = lshr i32 %v3, 1
  %v1864 = and i32 %v1863, 1
  %v1865 = shl i32 %v1864, 9
  %v1866 = or i32 %v1862, %v1865
  %v1867 = lshr i32 %v1866, 8
  %v1868 = and i32 %v1867, 7
  %v1869 = and i32 %v1866, 255
  %v1870 = sext i32 %v4 to i64
  %v1871 = mul i64 %v1870, 8
  %v1872 = zext i32 %v1868 to i64
  %v1873 = add i64 %v1871, %v1872
  %v1874 = sext i32 %p14 to i64
  %v1875 = zext i32 %p12 to i64
  %v1876 = mul i64 %v1873, %v1874
  %v1877 = add i64 %v1871, 8
  %v1878 = icmp sle i64 %v1877, %v1875
  %v1879 = icmp sge i64 %v1870, 0
  %v1880 = and i1 %v1878, %v1879
  %v1881 = sext i32 %v766 to i64
  %v1882 = mul i64 %v1881, 256
  %v1883 = zext i32 %v1869 to i64
  %v1884 = add i64 %v1882, %v1883
  %v1885 = zext i32 %p13 to i64
  %v1886 = add i64 %v1876, %v1884
  %v1887 = add i64 %v1882, 256
  %v1888 = icmp sle i64 %v1887, %v1885
  %v1889 = icmp sge i64 %v1881, 0
  %v1890 = and i1 %v1888, %v1889
  %v1891 = and i1 %v1880, %v1890
  br i1 %v1891, label %st_full25, label %st_edge26
st_full25:
  %v1892 = icmp ult i64 %v1873, %v1875
  %v1893 = icmp ult i64 %v1884, %v1885
  %v1894 = and i1 %v1892, %v1893
  %v1895 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1886
  store float %v1826, float addrspace(1)* %v1895, align 4
  %v1896 = icmp ult i64 %v1873, %v1875
  %v1897 = add i64 %v1886, 1
  %v1898 = add i64 %v1884, 1
  %v1899 = icmp ult i64 %v1898, %v1885
  %v1900 = and i1 %v1896, %v1899
  %v1901 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1897
  store float %v1827, float addrspace(1)* %v1901, align 4
  %v1902 = icmp ult i64 %v1873, %v1875
  %v1903 = add i64 %v1886, 2
  %v1904 = add i64 %v1884, 2
  %v1905 = icmp ult i64 %v1904, %v1885
  %v1906 = and i1 %v1902, %v1905
  %v1907 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1903
  store float %v1828, float addrspace(1)* %v1907, align 4
  %v1908 = icmp ult i64 %v1873, %v1875
  %v1909 = add i64 %v1886, 3
  %v1910 = add i64 %v1884, 3
  %v1911 = icmp ult i64 %v1910, %v1885
  %v1912 = and i1 %v1908, %v1911
  %v1913 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1909
  store float %v1829, float addrspace(1)* %v1913, align 4
  %v1914 = icmp ult i64 %v1873, %v1875
  %v1915 = add i64 %v1886, 128
  %v1916 = add i64 %v1884, 128
  %v1917 = icmp ult i64 %v1916, %v1885
  %v1918 = and i1 %v1914, %v1917
  %v1919 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1915
  store float %v1830, float addrspace(1)* %v1919, align 4
  %v1920 = icmp ult i64 %v1873, %v1875
  %v1921 = add i64 %v1886, 129
  %v1922 = add i64 %v1884, 129
  %v1923 = icmp ult i64 %v1922, %v1885
  %v1924 = and i1 %v1920, %v1923
  %v1925 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1921
  store float %v1831, float addrspace(1)* %v1925, align 4
  %v1926 = icmp ult i64 %v1873, %v1875
  %v1927 = add i64 %v1886, 130
  %v1928 = add i64 %v1884, 130
  %v1929 = icmp ult i64 %v1928, %v1885
  %v1930 = and i1 %v1926, %v1929
  %v1931 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1927
  store float %v1832, float addrspace(1)* %v1931, align 4
  %v1932 = icmp ult i64 %v1873, %v1875
  %v1933 = add i64 %v1886, 131
  %v1934 = add i64 %v1884, 131
  %v1935 = icmp ult i64 %v1934, %v1885
  %v1936 = and i1 %v1932, %v1935
  %v1937 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1933
  store float %v1833, float addrspace(1)* %v1937, align 4
  %v1938 = mul i64 4, %v1874
  %v1939 = add i64 %v1886, %v1938
  %v1940 = add i64 %v1873, 4
  %v1941 = icmp ult i64 %v1940, %v1875
  %v1942 = icmp ult i64 %v1884, %v1885
  %v1943 = and i1 %v1941, %v1942
  %v1944 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1939
  store float %v1834, float addrspace(1)* %v1944, align 4
  %v1945 = mul i64 4, %v1874
  %v1946 = add i64 %v1886, %v1945
  %v1947 = add i64 %v1873, 4
  %v1948 = icmp ult i64 %v1947, %v1875
  %v1949 = add i64 %v1946, 1
  %v1950 = add i64 %v1884, 1
  %v1951 = icmp ult i64 %v1950, %v1885
  %v1952 = and i1 %v1948, %v1951
  %v1953 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1949
  store float %v1835, float addrspace(1)* %v1953, align 4
  %v1954 = mul i64 4, %v1874
  %v1955 = add i64 %v1886, %v1954
  %v1956 = add i64 %v1873, 4
  %v1957 = icmp ult i64 %v1956, %v1875
  %v1958 = add i64 %v1955, 2
  %v1959 = add i64 %v1884, 2
  %v1960 = icmp ult i64 %v1959, %v1885
  %v1961 = and i1 %v1957, %v1960
  %v1962 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1958
  store float %v1836, float addrspace(1)* %v1962, align 4
  %v1963 = mul i64 4, %v1874
  %v1964 = add i64 %v1886, %v1963
  %v1965 = add i64 %v1873, 4
  %v1966 = icmp ult i64 %v1965, %v1875
  %v1967 = add i64 %v1964, 3
  %v1968 = add i64 %v1884, 3
  %v1969 = icmp ult i64 %v1968, %v1885
  %v1970 = and i1 %v1966, %v1969
  %v1971 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1967
  store float %v1837, float addrspace(1)* %v1971, align 4
  %v1972 = mul i64 4, %v1874
  %v1973 = add i64 %v1886, %v1972
  %v1974 = add i64 %v1873, 4
  %v1975 = icmp ult i64 %v1974, %v1875
  %v1976 = add i64 %v1973, 128
  %v1977 = add i64 %v1884, 128
  %v1978 = icmp ult i64 %v1977, %v1885
  %v1979 = and i1 %v1975, %v1978
  %v1980 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1976
  store float %v1838, float addrspace(1)* %v1980, align 4
  %v1981 = mul i64 4, %v1874
  %v1982 = add i64 %v1886, %v1981
  %v1983 = add i64 %v1873, 4
  %v1984 = icmp ult i64 %v1983, %v1875
  %v1985 = add i64 %v1982, 129
  %v1986 = add i64 %v1884, 129
  %v1987 = icmp ult i64 %v1986, %v1885
  %v1988 = and i1 %v1984, %v1987
  %v1989 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1985
  store float %v1839, float addrspace(1)* %v1989, align 4
  %v1990 = mul i64 4, %v1874
  %v1991 = add i64 %v1886, %v1990
  %v1992 = add i64 %v1873, 4
  %v1993 = icmp ult i64 %v1992, %v1875
  %v1994 = add i64 %v1991, 130
  %v1995 = add i64 %v1884, 130
  %v1996 = icmp ult i64 %v1995, %v1885
  %v1997 = and i1 %v1993, %v1996
  %v1998 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1994
  store float %v1840, float addrspace(1)* %v1998, align 4
  %v1999 = mul i64 4, %v1874
  %v2000 = add i64 %v1886, %v1999
  %v2001 = add i64 %v1873, 4
  %v2002 = icmp ult i64 %v2001, %v1875
  %v2003 = add i64 %v2000, 131
  %v2004 = add i64 %v1884, 131
  %v2005 = icmp ult i64 %v2004, %v1885
  %v2006 = and i1 %v2002, %v2005
  %v2007 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2003
  store float %v1841, float addrspace(1)* %v2007, align 4
  br label %st_done27
st_edge26:
  %v2008 = icmp ult i64 %v1873, %v1875
  %v2009 = icmp ult i64 %v1884, %v1885
  %v2010 = and i1 %v2008, %v2009
  %v2011 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1886
  br i1 %v2010, label %st28, label %join29
st_done27:
  %v2124 = add i64 %v761, 1
  br label %for7
st28:
  store float %v1826, float addrspace(1)* %v2011, align 4
  br label %join29
join29:
  %v2012 = icmp ult i64 %v1873, %v1875
  %v2013 = add i64 %v1886, 1
  %v2014 = add i64 %v1884, 1
  %v2015 = icmp ult i64 %v2014, %v1885
  %v2016 = and i1 %v2012, %v2015
  %v2017 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2013
  br i1 %v2016, label %st30, label %join31
st30:
  store float %v1827, float addrspace(1)* %v2017, align 4
  br label %join31
join31:
  %v2018 = icmp ult i64 %v1873, %v1875
  %v2019 = add i64 %v1886, 2
  %v2020 = add i64 %v1884, 2
  %v2021 = icmp ult i64 %v2020, %v1885
  %v2022 = and i1 %v2018, %v2021
  %v2023 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2019
  br i1 %v2022, label %st32, label %join33
st32:
  store float %v1828, float addrspace(1)* %v2023, align 4
  br label %join33
join33:
  %v2024 = icmp ult i64 %v1873, %v1875
  %v2025 = add i64 %v1886, 3
  %v2026 = add i64 %v1884, 3
  %v2027 = icmp ult i64 %v2026, %v1885
  %v2028 = and i1 %v2024, %v2027
  %v2029 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2025
  br i1 %v2028, label %st34, label %join35
st34:
  store float %v1829, float addrspace(1)* %v2029, align 4
  br label %join35
join35:
  %v2030 = icmp ult i64 %v1873, %v1875
  %v2031 = add i64 %v1886, 128
  %v2032 = add i64 %v1884, 128
  %v2033 = icmp ult i64 %v2032, %v1885
  %v2034 = and i1 %v2030, %v2033
  %v2035 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2031
  br i1 %v2034, label %st36, label %join37
st36:
  store float %v1830, float addrspace(1)* %v2035, align 4
  br label %join37
join37:
  %v2036 = icmp ult i64 %v1873, %v1875
  %v2037 = add i64 %v1886, 129
  %v2038 = add i64 %v1884, 129
  %v2039 = icmp ult i64 %v2038, %v1885
  %v2040 = and i1 %v2036, %v2039
  %v2041 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2037
  br i1 %v2040, label %st38, label %join39
st38:
  store float %v1831, float addrspace(1)* %v2041, align 4
  br label %join39
join39:
  %v2042 = icmp ult i64 %v1873, %v1875
  %v2043 = add i64 %v1886, 130
  %v2044 = add i64 %v1884, 130
  %v2045 = icmp ult i64 %v2044, %v1885
  %v2046 = and i1 %v2042, %v2045
  %v2047 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2043
  br i1 %v2046, label %st40, label %join41
st40:
  store float %v1832, float addrspace(1)* %v2047, align 4
  br label %join41
join41:
  %v2048 = icmp ult i64 %v1873, %v1875
  %v2049 = add i64 %v1886, 131
  %v2050 = add i64 %v1884, 131
  %v2051 = icmp ult i64 %v2050, %v1885
  %v2052 = and i1 %v2048, %v2051
  %v2053 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2049
  br i1 %v2052, label %st42, label %join43
st42:
  store float %v1833, float addrspace(1)* %v2053, align 4
  br label %join43
join43:
  %v2054 = mul i64 4, %v1874
  %v2055 = add i64 %v1886, %v2054
  %v2056 = add i64 %v1873, 4
  %v2057 = icmp ult i64 %v2056, %v1875
  %v2058 = icmp ult i64 %v1884, %v1885
  %v2059 = and i1 %v2057, %v2058
  %v2060 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2055
  br i1 %v2059, label %st44, label %join45
st44:
  store float %v1834, float addrspace(1)* %v2060, align 4
  br label %join45
join45:
  %v2061 = mul i64 4, %v1874
  %v2062 = add i64 %v1886, %v2061
  %v2063 = add i64 %v1873, 4
  %v2064 = icmp ult i64 %v2063, %v1875
  %v2065 = add i64 %v2062, 1
  %v2066 = add i64 %v1884, 1
  %v2067 = icmp ult i64 %v2066, %v1885
  %v2068 = and i1 %v2064, %v2067
  %v2069 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2065
  br i1 %v2068, label %st46, label %join47
st46:
  store float %v1835, float addrspace(1)* %v2069, align 4
  br label %join47
join47:
  %v2070 = mul i64 4, %v1874
  %v2071 = add i64 %v1886, %v2070
  %v2072 = add i64 %v1873, 4
  %v2073 = icmp ult i64 %v2072, %v1875
  %v2074 = add i64 %v2071, 2
  %v2075 = add i64 %v1884, 2
  %v2076 = icmp ult i64 %v2075, %v1885
  %v2077 = and i1 %v2073, %v2076
  %v2078 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2074
  br i1 %v2077, label %st48, label %join49
st48:
  store float %v1836, float addrspace(1)* %v2078, align 4
  br label %join49
join49:
  %v2079 = mul i64 4, %v1874
  %v2080 = add i64 %v1886, %v2079
  %v2081 = add i64 %v1873, 4
  %v2082 = icmp ult i64 %v2081, %v1875
  %v2083 = add i64 %v2080, 3
  %v2084 = add i64 %v1884, 3
  %v2085 = icmp ult i64 %v2084, %v1885
  %v2086 = and i1 %v2082, %v2085
  %v2087 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2083
  br i1 %v2086, label %st50, label %join51
st50:
  store float %v1837, float addrspace(1)* %v2087, align 4
  br label %join51
join51:
  %v2088 = mul i64 4, %v1874
  %v2089 = add i64 %v1886, %v2088
  %v2090 = add i64 %v1873, 4
  %v2091 = icmp ult i64 %v2090, %v1875
  %v2092 = add i64 %v2089, 128
  %v2093 = add i64 %v1884, 128
  %v2094 = icmp ult i64 %v2093, %v1885
  %v2095 = and i1 %v2091, %v2094
  %v2096 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2092
  br i1 %v2095, label %st52, label %join53
st52:
  store float %v1838, float addrspace(1)* %v2096, align 4
  br label %join53
join53:
  %v2097 = mul i64 4, %v1874
  %v2098 = add i64 %v1886, %v2097
  %v2099 = add i64 %v1873, 4
  %v2100 = icmp ult i64 %v2099, %v1875
  %v2101 = add i64 %v2098, 129
  %v2102 = add i64 %v1884, 129
  %v2103 = icmp ult i64 %v2102, %v1885
  %v2104 = and i1 %v2100, %v2103
  %v2105 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2101
  br i1 %v2104, label %st54, label %join55
st54:
  store float %v1839, float addrspace(1)* %v2105, align 4
  br label %join55
join55:
  %v2106 = mul i64 4, %v1874
  %v2107 = add i64 %v1886, %v2106
  %v2108 = add i64 %v1873, 4
  %v2109 = icmp ult i64 %v2108, %v1875
  %v2110 = add i64 %v2107, 130
  %v2111 = add i64 %v1884, 130
  %v2112 = icmp ult i64 %v2111, %v1885
  %v2113 = and i1 %v2109, %v2112
  %v2114 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2110
  br i1 %v2113, label %st56, label %join57
st56:
  store float %v1840, float addrspace(1)* %v2114, align 4
  br label %join57
join57:
  %v2115 = mul i64 4, %v1874
  %v2116 = add i64 %v1886, %v2115
  %v2117 = add i64 %v1873, 4
  %v2118 = icmp ult i64 %v2117, %v1875
  %v2119 = add i64 %v2116, 131
  %v2120 = add i64 %v1884, 131
  %v2121 = icmp ult i64 %v2120, %v1885
  %v2122 = and i1 %v2118, %v2121
  %v2123 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2119
  br i1 %v2122, label %st58, label %join59
st58:
  store float %v1841, float addrspace(1)* %v2123, align 4
  br label %join59
join59:
  br label %st_done27
}

declare float @__nv_rsqrtf(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1, !2}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @layernorm_looped, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @layernorm_looped, !"maxntidx", i32 128}
!2 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @layernorm_looped, !"minctasm", i32 4}
!nvvmir.version = !{!3}
!3 = !{i32 2, i32 0}

; kernel layernorm_looped [eps=1e-5, BM=1, BN=1024, OCC=4, TMA=1, STATIC=0, W=0]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @layernorm_looped(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias readonly %p5, i32 %p6, i32 %p7, float addrspace(1)* noalias readonly %p8, i32 %p9, i32 %p10, half addrspace(1)* noalias %p11, i32 %p12, i32 %p13, i32 %p14, i32 %p15) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = icmp eq i32 1024, 0
  %v6 = select i1 %v5, i32 1, i32 1024
  %v7 = icmp eq i32 1024, -1
  %v8 = select i1 %v7, i32 1, i32 %v6
  %v9 = sdiv i32 %p2, %v8
  %v10 = sub i32 0, %v9
  %v11 = select i1 %v7, i32 %v10, i32 %v9
  %v12 = srem i32 %p2, %v8
  %v13 = select i1 %v7, i32 0, i32 %v12
  %v14 = icmp ne i32 %v13, 0
  %v15 = xor i32 %v13, 1024
  %v16 = icmp sge i32 %v15, 0
  %v17 = and i1 %v14, %v16
  %v18 = add i32 %v11, 1
  %v19 = select i1 %v17, i32 %v18, i32 %v11
  %v20 = select i1 %v5, i32 0, i32 %v19
  %v21 = sext i32 %v20 to i64
  br label %for1
for1:
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v368, %ld_done6 ]
  %v23 = phi float [ 0x0000000000000000, %entry0 ], [ %v439, %ld_done6 ]
  %v24 = phi i64 [ 0, %entry0 ], [ %v440, %ld_done6 ]
  %v25 = icmp slt i64 %v24, %v21
  %v26 = icmp sgt i64 %v24, %v21
  %v27 = icmp sgt i64 1, 0
  %v28 = select i1 %v27, i1 %v25, i1 %v26
  br i1 %v28, label %body2, label %endfor3
body2:
  %v29 = trunc i64 %v24 to i32
  %v30 = and i32 %v2, 1
  %v31 = shl i32 %v30, 3
  %v32 = lshr i32 %v2, 1
  %v33 = and i32 %v32, 1
  %v34 = shl i32 %v33, 4
  %v35 = or i32 %v31, %v34
  %v36 = lshr i32 %v2, 2
  %v37 = and i32 %v36, 1
  %v38 = shl i32 %v37, 5
  %v39 = or i32 %v35, %v38
  %v40 = lshr i32 %v2, 3
  %v41 = and i32 %v40, 1
  %v42 = shl i32 %v41, 6
  %v43 = or i32 %v39, %v42
  %v44 = lshr i32 %v2, 4
  %v45 = and i32 %v44, 1
  %v46 = shl i32 %v45, 7
  %v47 = or i32 %v43, %v46
  %v48 = and i32 %v3, 1
  %v49 = shl i32 %v48, 8
  %v50 = or i32 %v47, %v49
  %v51 = lshr i32 %v3, 1
  %v52 = and i32 %v51, 1
  %v53 = shl i32 %v52, 9
  %v54 = or i32 %v50, %v53
  %v55 = lshr i32 %v54, 10
  %v56 = and i32 %v54, 1023
  %v57 = sext i32 %v4 to i64
  %v58 = sext i32 %p3 to i64
  %v59 = zext i32 %p1 to i64
  %v60 = mul i64 %v57, %v58
  %v61 = add i64 %v57, 1
  %v62 = icmp sle i64 %v61, %v59
  %v63 = icmp sge i64 %v57, 0
  %v64 = and i1 %v62, %v63
  %v65 = sext i32 %v29 to i64
  %v66 = mul i64 %v65, 1024
  %v67 = zext i32 %v56 to i64
  %v68 = add i64 %v66, %v67
  %v69 = zext i32 %p2 to i64
  %v70 = add i64 %v60, %v68
  %v71 = add i64 %v66, 1024
  %v72 = icmp sle i64 %v71, %v69
  %v73 = icmp sge i64 %v65, 0
  %v74 = and i1 %v72, %v73
  %v75 = and i1 %v64, %v74
  br i1 %v75, label %ld_full4, label %ld_edge5
endfor3:
  %v441 = sitofp i32 %p2 to float
  %v442 = fdiv float %v23, %v441
  %v443 = fadd float %v442, 0x3EE4F8B580000000
  %v444 = call float @__nv_rsqrtf(float %v443)
  %v445 = sext i32 %v20 to i64
  br label %for7
ld_full4:
  %v76 = icmp ult i64 %v57, %v59
  %v77 = icmp ult i64 %v68, %v69
  %v78 = and i1 %v76, %v77
  %v79 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v70
  %v80 = bitcast half addrspace(1)* %v79 to <4 x i32> addrspace(1)*
  %v81 = load <4 x i32>, <4 x i32> addrspace(1)* %v80, align 16
  %v82 = extractelement <4 x i32> %v81, i32 0
  %v83 = trunc i32 %v82 to i16
  %v84 = bitcast i16 %v83 to half
  %v85 = fpext half %v84 to float
  %v86 = extractelement <4 x i32> %v81, i32 0
  %v87 = lshr i32 %v86, 16
  %v88 = trunc i32 %v87 to i16
  %v89 = bitcast i16 %v88 to half
  %v90 = fpext half %v89 to float
  %v91 = extractelement <4 x i32> %v81, i32 1
  %v92 = trunc i32 %v91 to i16
  %v93 = bitcast i16 %v92 to half
  %v94 = fpext half %v93 to float
  %v95 = extractelement <4 x i32> %v81, i32 1
  %v96 = lshr i32 %v95, 16
  %v97 = trunc i32 %v96 to i16
  %v98 = bitcast i16 %v97 to half
  %v99 = fpext half %v98 to float
  %v100 = extractelement <4 x i32> %v81, i32 2
  %v101 = trunc i32 %v100 to i16
  %v102 = bitcast i16 %v101 to half
  %v103 = fpext half %v102 to float
  %v104 = extractelement <4 x i32> %v81, i32 2
  %v105 = lshr i32 %v104, 16
  %v106 = trunc i32 %v105 to i16
  %v107 = bitcast i16 %v106 to half
  %v108 = fpext half %v107 to float
  %v109 = extractelement <4 x i32> %v81, i32 3
  %v110 = trunc i32 %v109 to i16
  %v111 = bitcast i16 %v110 to half
  %v112 = fpext half %v111 to float
  %v113 = extractelement <4 x i32> %v81, i32 3
  %v114 = lshr i32 %v113, 16
  %v115 = trunc i32 %v114 to i16
  %v116 = bitcast i16 %v115 to half
  %v117 = fpext half %v116 to float
  br label %ld_done6
ld_edge5:
  %v118 = fptrunc float 0x0000000000000000 to half
  %v119 = bitcast half %v118 to i16
  %v120 = zext i16 %v119 to i32
  %v121 = bitcast half %v118 to i16
  %v122 = zext i16 %v121 to i32
  %v123 = shl i32 %v122, 16
  %v124 = or i32 %v120, %v123
  %v125 = icmp ult i64 %v57, %v59
  %v126 = icmp ult i64 %v68, %v69
  %v127 = and i1 %v125, %v126
  %v128 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v70
  %v129 = bitcast half addrspace(1)* %v128 to <4 x i32> addrspace(1)*
  %v130 = ptrtoint <4 x i32> addrspace(1)* %v129 to i64
  %v131 = zext i1 %v127 to i32
  %v132 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v130, i32 %v131, i32 %v124, i32 %v124, i32 %v124, i32 %v124)
  %v133 = extractvalue {i32, i32, i32, i32} %v132, 0
  %v134 = extractvalue {i32, i32, i32, i32} %v132, 1
  %v135 = extractvalue {i32, i32, i32, i32} %v132, 2
  %v136 = extractvalue {i32, i32, i32, i32} %v132, 3
  %v137 = insertelement <4 x i32> undef, i32 %v133, i32 0
  %v138 = insertelement <4 x i32> %v137, i32 %v134, i32 1
  %v139 = insertelement <4 x i32> %v138, i32 %v135, i32 2
  %v140 = insertelement <4 x i32> %v139, i32 %v136, i32 3
  %v141 = extractelement <4 x i32> %v140, i32 0
  %v142 = trunc i32 %v141 to i16
  %v143 = bitcast i16 %v142 to half
  %v144 = fpext half %v143 to float
  %v145 = extractelement <4 x i32> %v140, i32 0
  %v146 = lshr i32 %v145, 16
  %v147 = trunc i32 %v146 to i16
  %v148 = bitcast i16 %v147 to half
  %v149 = fpext half %v148 to float
  %v150 = extractelement <4 x i32> %v140, i32 1
  %v151 = trunc i32 %v150 to i16
  %v152 = bitcast i16 %v151 to half
  %v153 = fpext half %v152 to float
  %v154 = extractelement <4 x i32> %v140, i32 1
  %v155 = lshr i32 %v154, 16
  %v156 = trunc i32 %v155 to i16
  %v157 = bitcast i16 %v156 to half
  %v158 = fpext half %v157 to float
  %v159 = extractelement <4 x i32> %v140, i32 2
  %v160 = trunc i32 %v159 to i16
  %v161 = bitcast i16 %v160 to half
  %v162 = fpext half %v161 to float
  %v163 = extractelement <4 x i32> %v140, i32 2
  %v164 = lshr i32 %v163, 16
  %v165 = trunc i32 %v164 to i16
  %v166 = bitcast i16 %v165 to half
  %v167 = fpext half %v166 to float
  %v168 = extractelement <4 x i32> %v140, i32 3
  %v169 = trunc i32 %v168 to i16
  %v170 = bitcast i16 %v169 to half
  %v171 = fpext half %v170 to float
  %v172 = extractelement <4 x i32> %v140, i32 3
  %v173 = lshr i32 %v172, 16
  %v174 = trunc i32 %v173 to i16
  %v175 = bitcast i16 %v174 to half
  %v176 = fpext half %v175 to float
  br label %ld_done6
ld_done6:
  %v177 = phi float [ %v85, %ld_full4 ], [ %v144, %ld_edge5 ]
  %v178 = phi float [ %v90, %ld_full4 ], [ %v149, %ld_edge5 ]
  %v179 = phi float [ %v94, %ld_full4 ], [ %v153, %ld_edge5 ]
  %v180 = phi float [ %v99, %ld_full4 ], [ %v158, %ld_edge5 ]
  %v181 = phi float [ %v103, %ld_full4 ], [ %v162, %ld_edge5 ]
  %v182 = phi float [ %v108, %ld_full4 ], [ %v167, %ld_edge5 ]
  %v183 = phi float [ %v112, %ld_full4 ], [ %v171, %ld_edge5 ]
  %v184 = phi float [ %v117, %ld_full4 ], [ %v176, %ld_edge5 ]
  %v185 = mul i32 %v29, 1024
  %v186 = sitofp i32 %v185 to float
  %v187 = fmul float %v186, 0x3FF0000000000000
  %v188 = mul i32 %v29, 1024
  %v189 = sub i32 %p2, %v188
  %v190 = icmp slt i32 %v189, 1024
  %v191 = select i1 %v190, i32 %v189, i32 1024
  %v192 = sitofp i32 %v191 to float
  %v193 = fmul float %v192, 0x3FF0000000000000
  %v194 = fadd float %v177, %v178
  %v195 = fadd float %v194, %v179
  %v196 = fadd float %v195, %v180
  %v197 = fadd float %v196, %v181
  %v198 = fadd float %v197, %v182
  %v199 = fadd float %v198, %v183
  %v200 = fadd float %v199, %v184
  %v201 = bitcast float %v200 to i32
  %v202 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v201, i32 1, i32 31)
  %v203 = bitcast i32 %v202 to float
  %v204 = fadd float %v200, %v203
  %v205 = bitcast float %v204 to i32
  %v206 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v205, i32 2, i32 31)
  %v207 = bitcast i32 %v206 to float
  %v208 = fadd float %v204, %v207
  %v209 = bitcast float %v208 to i32
  %v210 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v209, i32 4, i32 31)
  %v211 = bitcast i32 %v210 to float
  %v212 = fadd float %v208, %v211
  %v213 = bitcast float %v212 to i32
  %v214 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v213, i32 8, i32 31)
  %v215 = bitcast i32 %v214 to float
  %v216 = fadd float %v212, %v215
  %v217 = bitcast float %v216 to i32
  %v218 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v217, i32 16, i32 31)
  %v219 = bitcast i32 %v218 to float
  %v220 = fadd float %v216, %v219
  call void @llvm.nvvm.barrier0()
  %v221 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v222 = getelementptr inbounds float, float addrspace(3)* %v221, i32 %v1
  store float %v220, float addrspace(3)* %v222, align 4
  call void @llvm.nvvm.barrier0()
  %v223 = and i32 %v3, -4
  %v224 = shl i32 %v223, 5
  %v225 = or i32 %v224, %v2
  %v226 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v227 = getelementptr inbounds float, float addrspace(3)* %v226, i32 %v225
  %v228 = load float, float addrspace(3)* %v227, align 4
  %v229 = or i32 %v223, 1
  %v230 = shl i32 %v229, 5
  %v231 = or i32 %v230, %v2
  %v232 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v233 = getelementptr inbounds float, float addrspace(3)* %v232, i32 %v231
  %v234 = load float, float addrspace(3)* %v233, align 4
  %v235 = fadd float %v228, %v234
  %v236 = or i32 %v223, 2
  %v237 = shl i32 %v236, 5
  %v238 = or i32 %v237, %v2
  %v239 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v240 = getelementptr inbounds float, float addrspace(3)* %v239, i32 %v238
  %v241 = load float, float addrspace(3)* %v240, align 4
  %v242 = fadd float %v235, %v241
  %v243 = or i32 %v223, 3
  %v244 = shl i32 %v243, 5
  %v245 = or i32 %v244, %v2
  %v246 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v247 = getelementptr inbounds float, float addrspace(3)* %v246, i32 %v245
  %v248 = load float, float addrspace(3)* %v247, align 4
  %v249 = fadd float %v242, %v248
  %v250 = fdiv float %v249, %v193
  %v251 = mul i32 %v29, 1024
  %v252 = and i32 %v2, 1
  %v253 = shl i32 %v252, 2
  %v254 = lshr i32 %v2, 1
  %v255 = and i32 %v254, 1
  %v256 = shl i32 %v255, 3
  %v257 = or i32 %v253, %v256
  %v258 = lshr i32 %v2, 2
  %v259 = and i32 %v258, 1
  %v260 = shl i32 %v259, 4
  %v261 = or i32 %v257, %v260
  %v262 = lshr i32 %v2, 3
  %v263 = and i32 %v262, 1
  %v264 = shl i32 %v263, 5
  %v265 = or i32 %v261, %v264
  %v266 = lshr i32 %v2, 4
  %v267 = and i32 %v266, 1
  %v268 = shl i32 %v267, 6
  %v269 = or i32 %v265, %v268
  %v270 = and i32 %v3, 1
  %v271 = shl i32 %v270, 7
  %v272 = or i32 %v269, %v271
  %v273 = lshr i32 %v3, 1
  %v274 = and i32 %v273, 1
  %v275 = shl i32 %v274, 8
  %v276 = or i32 %v272, %v275
  %v277 = or i32 %v276, 1
  %v278 = or i32 %v276, 2
  %v279 = or i32 %v276, 3
  %v280 = or i32 %v276, 512
  %v281 = or i32 %v276, 513
  %v282 = or i32 %v276, 514
  %v283 = or i32 %v276, 515
  %v284 = add i32 %v251, %v276
  %v285 = add i32 %v251, %v277
  %v286 = add i32 %v251, %v278
  %v287 = add i32 %v251, %v279
  %v288 = add i32 %v251, %v280
  %v289 = add i32 %v251, %v281
  %v290 = add i32 %v251, %v282
  %v291 = add i32 %v251, %v283
  %v292 = icmp slt i32 %v284, %p2
  %v293 = icmp slt i32 %v285, %p2
  %v294 = icmp slt i32 %v286, %p2
  %v295 = icmp slt i32 %v287, %p2
  %v296 = icmp slt i32 %v288, %p2
  %v297 = icmp slt i32 %v289, %p2
  %v298 = icmp slt i32 %v290, %p2
  %v299 = icmp slt i32 %v291, %p2
  %v300 = fsub float %v177, %v250
  %v301 = fsub float %v178, %v250
  %v302 = fsub float %v179, %v250
  %v303 = fsub float %v180, %v250
  %v304 = fsub float %v181, %v250
  %v305 = fsub float %v182, %v250
  %v306 = fsub float %v183, %v250
  %v307 = fsub float %v184, %v250
  %v308 = and i32 %v2, 1
  %v309 = shl i32 %v308, 3
  %v310 = lshr i32 %v2, 1
  %v311 = and i32 %v310, 1
  %v312 = shl i32 %v311, 4
  %v313 = or i32 %v309, %v312
  %v314 = lshr i32 %v2, 2
  %v315 = and i32 %v314, 1
  %v316 = shl i32 %v315, 5
  %v317 = or i32 %v313, %v316
  %v318 = lshr i32 %v2, 3
  %v319 = and i32 %v318, 1
  %v320 = shl i32 %v319, 6
  %v321 = or i32 %v317, %v320
  %v322 = lshr i32 %v2, 4
  %v323 = and i32 %v322, 1
  %v324 = shl i32 %v323, 7
  %v325 = or i32 %v321, %v324
  %v326 = and i32 %v3, 1
  %v327 = shl i32 %v326, 8
  %v328 = or i32 %v325, %v327
  %v329 = lshr i32 %v3, 1
  %v330 = and i32 %v329, 1
  %v331 = shl i32 %v330, 9
  %v332 = or i32 %v328, %v331
  %v333 = or i32 %v332, 1
  %v334 = or i32 %v332, 2
  %v335 = or i32 %v332, 3
  %v336 = or i32 %v332, 4
  %v337 = or i32 %v332, 5
  %v338 = or i32 %v332, 6
  %v339 = or i32 %v332, 7
  %v340 = add i32 %v251, %v332
  %v341 = add i32 %v251, %v333
  %v342 = add i32 %v251, %v334
  %v343 = add i32 %v251, %v335
  %v344 = add i32 %v251, %v336
  %v345 = add i32 %v251, %v337
  %v346 = add i32 %v251, %v338
  %v347 = add i32 %v251, %v339
  %v348 = icmp slt i32 %v340, %p2
  %v349 = icmp slt i32 %v341, %p2
  %v350 = icmp slt i32 %v342, %p2
  %v351 = icmp slt i32 %v343, %p2
  %v352 = icmp slt i32 %v344, %p2
  %v353 = icmp slt i32 %v345, %p2
  %v354 = icmp slt i32 %v346, %p2
  %v355 = icmp slt i32 %v347, %p2
  %v356 = select i1 %v348, float %v300, float 0x0000000000000000
  %v357 = select i1 %v349, float %v301, float 0x0000000000000000
  %v358 = select i1 %v350, float %v302, float 0x0000000000000000
  %v359 = select i1 %v351, float %v303, float 0x0000000000000000
  %v360 = select i1 %v352, float %v304, float 0x0000000000000000
  %v361 = select i1 %v353, float %v305, float 0x0000000000000000
  %v362 = select i1 %v354, float %v306, float 0x0000000000000000
  %v363 = select i1 %v355, float %v307, float 0x0000000000000000
  %v364 = fsub float %v250, %v22
  %v365 = fadd float %v187, %v193
  %v366 = fdiv float %v193, %v365
  %v367 = fmul float %v364, %v366
  %v368 = fadd float %v22, %v367
  %v369 = fmul float %v356, %v356
  %v370 = fmul float %v357, %v357
  %v371 = fmul float %v358, %v358
  %v372 = fmul float %v359, %v359
  %v373 = fmul float %v360, %v360
  %v374 = fmul float %v361, %v361
  %v375 = fmul float %v362, %v362
  %v376 = fmul float %v363, %v363
  %v377 = fadd float %v369, %v370
  %v378 = fadd float %v377, %v371
  %v379 = fadd float %v378, %v372
  %v380 = fadd float %v379, %v373
  %v381 = fadd float %v380, %v374
  %v382 = fadd float %v381, %v375
  %v383 = fadd float %v382, %v376
  %v384 = bitcast float %v383 to i32
  %v385 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v384, i32 1, i32 31)
  %v386 = bitcast i32 %v385 to float
  %v387 = fadd float %v383, %v386
  %v388 = bitcast float %v387 to i32
  %v389 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v388, i32 2, i32 31)
  %v390 = bitcast i32 %v389 to float
  %v391 = fadd float %v387, %v390
  %v392 = bitcast float %v391 to i32
  %v393 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v392, i32 4, i32 31)
  %v394 = bitcast i32 %v393 to float
  %v395 = fadd float %v391, %v394
  %v396 = bitcast float %v395 to i32
  %v397 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v396, i32 8, i32 31)
  %v398 = bitcast i32 %v397 to float
  %v399 = fadd float %v395, %v398
  %v400 = bitcast float %v399 to i32
  %v401 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v400, i32 16, i32 31)
  %v402 = bitcast i32 %v401 to float
  %v403 = fadd float %v399, %v402
  call void @llvm.nvvm.barrier0()
  %v404 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v405 = getelementptr inbounds float, float addrspace(3)* %v404, i32 %v1
  store float %v403, float addrspace(3)* %v405, align 4
  call void @llvm.nvvm.barrier0()
  %v406 = and i32 %v3, -4
  %v407 = shl i32 %v406, 5
  %v408 = or i32 %v407, %v2
  %v409 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v410 = getelementptr inbounds float, float addrspace(3)* %v409, i32 %v408
  %v411 = load float, float addrspace(3)* %v410, align 4
  %v412 = or i32 %v406, 1
  %v413 = shl i32 %v412, 5
  %v414 = or i32 %v413, %v2
  %v415 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v416 = getelementptr inbounds float, float addrspace(3)* %v415, i32 %v414
  %v417 = load float, float addrspace(3)* %v416, align 4
  %v418 = fadd float %v411, %v417
  %v419 = or i32 %v406, 2
  %v420 = shl i32 %v419, 5
  %v421 = or i32 %v420, %v2
  %v422 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v423 = getelementptr inbounds float, float addrspace(3)* %v422, i32 %v421
  %v424 = load float, float addrspace(3)* %v423, align 4
  %v425 = fadd float %v418, %v424
  %v426 = or i32 %v406, 3
  %v427 = shl i32 %v426, 5
  %v428 = or i32 %v427, %v2
  %v429 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v430 = getelementptr inbounds float, float addrspace(3)* %v429, i32 %v428
  %v431 = load float, float addrspace(3)* %v430, align 4
  %v432 = fadd float %v425, %v431
  %v433 = fadd float %v23, %v432
  %v434 = fmul float %v364, %v364
  %v435 = fmul float %v187, %v193
  %v436 = fadd float %v187, %v193
  %v437 = fdiv float %v435, %v436
  %v438 = fmul float %v434, %v437
  %v439 = fadd float %v433, %v438
  %v440 = add i64 %v24, 1
  br label %for1
for7:
  %v446 = phi i64 [ 0, %endfor3 ], [ %v1207, %st_done21 ]
  %v447 = icmp slt i64 %v446, %v445
  %v448 = icmp sgt i64 %v446, %v445
  %v449 = icmp sgt i64 1, 0
  %v450 = select i1 %v449, i1 %v447, i1 %v448
  br i1 %v450, label %body8, label %endfor9
body8:
  %v451 = trunc i64 %v446 to i32
  %v452 = and i32 %v2, 1
  %v453 = shl i32 %v452, 3
  %v454 = lshr i32 %v2, 1
  %v455 = and i32 %v454, 1
  %v456 = shl i32 %v455, 4
  %v457 = or i32 %v453, %v456
  %v458 = lshr i32 %v2, 2
  %v459 = and i32 %v458, 1
  %v460 = shl i32 %v459, 5
  %v461 = or i32 %v457, %v460
  %v462 = lshr i32 %v2, 3
  %v463 = and i32 %v462, 1
  %v464 = shl i32 %v463, 6
  %v465 = or i32 %v461, %v464
  %v466 = lshr i32 %v2, 4
  %v467 = and i32 %v466, 1
  %v468 = shl i32 %v467, 7
  %v469 = or i32 %v465, %v468
  %v470 = and i32 %v3, 1
  %v471 = shl i32 %v470, 8
  %v472 = or i32 %v469, %v471
  %v473 = lshr i32 %v3, 1
  %v474 = and i32 %v473, 1
  %v475 = shl i32 %v474, 9
  %v476 = or i32 %v472, %v475
  %v477 = lshr i32 %v476, 10
  %v478 = and i32 %v476, 1023
  %v479 = sext i32 %v4 to i64
  %v480 = sext i32 %p3 to i64
  %v481 = zext i32 %p1 to i64
  %v482 = mul i64 %v479, %v480
  %v483 = add i64 %v479, 1
  %v484 = icmp sle i64 %v483, %v481
  %v485 = icmp sge i64 %v479, 0
  %v486 = and i1 %v484, %v485
  %v487 = sext i32 %v451 to i64
  %v488 = mul i64 %v487, 1024
  %v489 = zext i32 %v478 to i64
  %v490 = add i64 %v488, %v489
  %v491 = zext i32 %p2 to i64
  %v492 = add i64 %v482, %v490
  %v493 = add i64 %v488, 1024
  %v494 = icmp sle i64 %v493, %v491
  %v495 = icmp sge i64 %v487, 0
  %v496 = and i1 %v494, %v495
  %v497 = and i1 %v486, %v496
  br i1 %v497, label %ld_full10, label %ld_edge11
endfor9:
  ret void
ld_full10:
  %v498 = icmp ult i64 %v479, %v481
  %v499 = icmp ult i64 %v490, %v491
  %v500 = and i1 %v498, %v499
  %v501 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v492
  %v502 = bitcast half addrspace(1)* %v501 to <4 x i32> addrspace(1)*
  %v503 = load <4 x i32>, <4 x i32> addrspace(1)* %v502, align 16
  %v504 = extractelement <4 x i32> %v503, i32 0
  %v505 = trunc i32 %v504 to i16
  %v506 = bitcast i16 %v505 to half
  %v507 = fpext half %v506 to float
  %v508 = extractelement <4 x i32> %v503, i32 0
  %v509 = lshr i32 %v508, 16
  %v510 = trunc i32 %v509 to i16
  %v511 = bitcast i16 %v510 to half
  %v512 = fpext half %v511 to float
  %v513 = extractelement <4 x i32> %v503, i32 1
  %v514 = trunc i32 %v513 to i16
  %v515 = bitcast i16 %v514 to half
  %v516 = fpext half %v515 to float
  %v517 = extractelement <4 x i32> %v503, i32 1
  %v518 = lshr i32 %v517, 16
  %v519 = trunc i32 %v518 to i16
  %v520 = bitcast i16 %v519 to half
  %v521 = fpext half %v520 to float
  %v522 = extractelement <4 x i32> %v503, i32 2
  %v523 = trunc i32 %v522 to i16
  %v524 = bitcast i16 %v523 to half
  %v525 = fpext half %v524 to float
  %v526 = extractelement <4 x i32> %v503, i32 2
  %v527 = lshr i32 %v526, 16
  %v528 = trunc i32 %v527 to i16
  %v529 = bitcast i16 %v528 to half
  %v530 = fpext half %v529 to float
  %v531 = extractelement <4 x i32> %v503, i32 3
  %v532 = trunc i32 %v531 to i16
  %v533 = bitcast i16 %v532 to half
  %v534 = fpext half %v533 to float
  %v535 = extractelement <4 x i32> %v503, i32 3
  %v536 = lshr i32 %v535, 16
  %v537 = trunc i32 %v536 to i16
  %v538 = bitcast i16 %v537 to half
  %v539 = fpext half %v538 to float
  br label %ld_done12
ld_edge11:
  %v540 = fptrunc float 0x0000000000000000 to half
  %v541 = bitcast half %v540 to i16
  %v542 = zext i16 %v541 to i32
  %v543 = bitcast half %v540 to i16
  %v544 = zext i16 %v543 to i32
  %v545 = shl i32 %v544, 16
  %v546 = or i32 %v542, %v545
  %v547 = icmp ult i64 %v479, %v481
  %v548 = icmp ult i64 %v490, %v491
  %v549 = and i1 %v547, %v548
  %v550 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v492
  %v551 = bitcast half addrspace(1)* %v550 to <4 x i32> addrspace(1)*
  %v552 = ptrtoint <4 x i32> addrspace(1)* %v551 to i64
  %v553 = zext i1 %v549 to i32
  %v554 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v552, i32 %v553, i32 %v546, i32 %v546, i32 %v546, i32 %v546)
  %v555 = extractvalue {i32, i32, i32, i32} %v554, 0
  %v556 = extractvalue {i32, i32, i32, i32} %v554, 1
  %v557 = extractvalue {i32, i32, i32, i32} %v554, 2
  %v558 = extractvalue {i32, i32, i32, i32} %v554, 3
  %v559 = insertelement <4 x i32> undef, i32 %v555, i32 0
  %v560 = insertelement <4 x i32> %v559, i32 %v556, i32 1
  %v561 = insertelement <4 x i32> %v560, i32 %v557, i32 2
  %v562 = insertelement <4 x i32> %v561, i32 %v558, i32 3
  %v563 = extractelement <4 x i32> %v562, i32 0
  %v564 = trunc i32 %v563 to i16
  %v565 = bitcast i16 %v564 to half
  %v566 = fpext half %v565 to float
  %v567 = extractelement <4 x i32> %v562, i32 0
  %v568 = lshr i32 %v567, 16
  %v569 = trunc i32 %v568 to i16
  %v570 = bitcast i16 %v569 to half
  %v571 = fpext half %v570 to float
  %v572 = extractelement <4 x i32> %v562, i32 1
  %v573 = trunc i32 %v572 to i16
  %v574 = bitcast i16 %v573 to half
  %v575 = fpext half %v574 to float
  %v576 = extractelement <4 x i32> %v562, i32 1
  %v577 = lshr i32 %v576, 16
  %v578 = trunc i32 %v577 to i16
  %v579 = bitcast i16 %v578 to half
  %v580 = fpext half %v579 to float
  %v581 = extractelement <4 x i32> %v562, i32 2
  %v582 = trunc i32 %v581 to i16
  %v583 = bitcast i16 %v582 to half
  %v584 = fpext half %v583 to float
  %v585 = extractelement <4 x i32> %v562, i32 2
  %v586 = lshr i32 %v585, 16
  %v587 = trunc i32 %v586 to i16
  %v588 = bitcast i16 %v587 to half
  %v589 = fpext half %v588 to float
  %v590 = extractelement <4 x i32> %v562, i32 3
  %v591 = trunc i32 %v590 to i16
  %v592 = bitcast i16 %v591 to half
  %v593 = fpext half %v592 to float
  %v594 = extractelement <4 x i32> %v562, i32 3
  %v595 = lshr i32 %v594, 16
  %v596 = trunc i32 %v595 to i16
  %v597 = bitcast i16 %v596 to half
  %v598 = fpext half %v597 to float
  br label %ld_done12
ld_done12:
  %v599 = phi float [ %v507, %ld_full10 ], [ %v566, %ld_edge11 ]
  %v600 = phi float [ %v512, %ld_full10 ], [ %v571, %ld_edge11 ]
  %v601 = phi float [ %v516, %ld_full10 ], [ %v575, %ld_edge11 ]
  %v602 = phi float [ %v521, %ld_full10 ], [ %v580, %ld_edge11 ]
  %v603 = phi float [ %v525, %ld_full10 ], [ %v584, %ld_edge11 ]
  %v604 = phi float [ %v530, %ld_full10 ], [ %v589, %ld_edge11 ]
  %v605 = phi float [ %v534, %ld_full10 ], [ %v593, %ld_edge11 ]
  %v606 = phi float [ %v539, %ld_full10 ], [ %v598, %ld_edge11 ]
  %v607 = and i32 %v2, 1
  %v608 = shl i32 %v607, 2
  %v609 = lshr i32 %v2, 1
  %v610 = and i32 %v609, 1
  %v611 = shl i32 %v610, 3
  %v612 = or i32 %v608, %v611
  %v613 = lshr i32 %v2, 2
  %v614 = and i32 %v613, 1
  %v615 = shl i32 %v614, 4
  %v616 = or i32 %v612, %v615
  %v617 = lshr i32 %v2, 3
  %v618 = and i32 %v617, 1
  %v619 = shl i32 %v618, 5
  %v620 = or i32 %v616, %v619
  %v621 = lshr i32 %v2, 4
  %v622 = and i32 %v621, 1
  %v623 = shl i32 %v622, 6
  %v624 = or i32 %v620, %v623
  %v625 = and i32 %v3, 1
  %v626 = shl i32 %v625, 7
  %v627 = or i32 %v624, %v626
  %v628 = lshr i32 %v3, 1
  %v629 = and i32 %v628, 1
  %v630 = shl i32 %v629, 8
  %v631 = or i32 %v627, %v630
  %v632 = and i32 %v631, 1023
  %v633 = sext i32 %v451 to i64
  %v634 = mul i64 %v633, 1024
  %v635 = zext i32 %v632 to i64
  %v636 = add i64 %v634, %v635
  %v637 = zext i32 %p6 to i64
  %v638 = add i64 %v634, 1024
  %v639 = icmp sle i64 %v638, %v637
  %v640 = icmp sge i64 %v633, 0
  %v641 = and i1 %v639, %v640
  br i1 %v641, label %ld_full13, label %ld_edge14
ld_full13:
  %v642 = icmp ult i64 %v636, %v637
  %v643 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v636
  %v644 = bitcast float addrspace(1)* %v643 to <4 x float> addrspace(1)*
  %v645 = load <4 x float>, <4 x float> addrspace(1)* %v644, align 16
  %v646 = extractelement <4 x float> %v645, i32 0
  %v647 = extractelement <4 x float> %v645, i32 1
  %v648 = extractelement <4 x float> %v645, i32 2
  %v649 = extractelement <4 x float> %v645, i32 3
  %v650 = add i64 %v636, 512
  %v651 = add i64 %v636, 512
  %v652 = icmp ult i64 %v651, %v637
  %v653 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v650
  %v654 = bitcast float addrspace(1)* %v653 to <4 x float> addrspace(1)*
  %v655 = load <4 x float>, <4 x float> addrspace(1)* %v654, align 16
  %v656 = extractelement <4 x float> %v655, i32 0
  %v657 = extractelement <4 x float> %v655, i32 1
  %v658 = extractelement <4 x float> %v655, i32 2
  %v659 = extractelement <4 x float> %v655, i32 3
  br label %ld_done15
ld_edge14:
  %v660 = bitcast float 0x0000000000000000 to i32
  %v661 = icmp ult i64 %v636, %v637
  %v662 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v636
  %v663 = bitcast float addrspace(1)* %v662 to <4 x float> addrspace(1)*
  %v664 = ptrtoint <4 x float> addrspace(1)* %v663 to i64
  %v665 = zext i1 %v661 to i32
  %v666 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v664, i32 %v665, i32 %v660, i32 %v660, i32 %v660, i32 %v660)
  %v667 = extractvalue {i32, i32, i32, i32} %v666, 0
  %v668 = extractvalue {i32, i32, i32, i32} %v666, 1
  %v669 = extractvalue {i32, i32, i32, i32} %v666, 2
  %v670 = extractvalue {i32, i32, i32, i32} %v666, 3
  %v671 = bitcast i32 %v667 to float
  %v672 = bitcast i32 %v668 to float
  %v673 = bitcast i32 %v669 to float
  %v674 = bitcast i32 %v670 to float
  %v675 = insertelement <4 x float> undef, float %v671, i32 0
  %v676 = insertelement <4 x float> %v675, float %v672, i32 1
  %v677 = insertelement <4 x float> %v676, float %v673, i32 2
  %v678 = insertelement <4 x float> %v677, float %v674, i32 3
  %v679 = extractelement <4 x float> %v678, i32 0
  %v680 = extractelement <4 x float> %v678, i32 1
  %v681 = extractelement <4 x float> %v678, i32 2
  %v682 = extractelement <4 x float> %v678, i32 3
  %v683 = add i64 %v636, 512
  %v684 = add i64 %v636, 512
  %v685 = icmp ult i64 %v684, %v637
  %v686 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v683
  %v687 = bitcast float addrspace(1)* %v686 to <4 x float> addrspace(1)*
  %v688 = ptrtoint <4 x float> addrspace(1)* %v687 to i64
  %v689 = zext i1 %v685 to i32
  %v690 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v688, i32 %v689, i32 %v660, i32 %v660, i32 %v660, i32 %v660)
  %v691 = extractvalue {i32, i32, i32, i32} %v690, 0
  %v692 = extractvalue {i32, i32, i32, i32} %v690, 1
  %v693 = extractvalue {i32, i32, i32, i32} %v690, 2
  %v694 = extractvalue {i32, i32, i32, i32} %v690, 3
  %v695 = bitcast i32 %v691 to float
  %v696 = bitcast i32 %v692 to float
  %v697 = bitcast i32 %v693 to float
  %v698 = bitcast i32 %v694 to float
  %v699 = insertelement <4 x float> undef, float %v695, i32 0
  %v700 = insertelement <4 x float> %v699, float %v696, i32 1
  %v701 = insertelement <4 x float> %v700, float %v697, i32 2
  %v702 = insertelement <4 x float> %v701, float %v698, i32 3
  %v703 = extractelement <4 x float> %v702, i32 0
  %v704 = extractelement <4 x float> %v702, i32 1
  %v705 = extractelement <4 x float> %v702, i32 2
  %v706 = extractelement <4 x float> %v702, i32 3
  br label %ld_done15
ld_done15:
  %v707 = phi float [ %v646, %ld_full13 ], [ %v679, %ld_edge14 ]
  %v708 = phi float [ %v647, %ld_full13 ], [ %v680, %ld_edge14 ]
  %v709 = phi float [ %v648, %ld_full13 ], [ %v681, %ld_edge14 ]
  %v710 = phi float [ %v649, %ld_full13 ], [ %v682, %ld_edge14 ]
  %v711 = phi float [ %v656, %ld_full13 ], [ %v703, %ld_edge14 ]
  %v712 = phi float [ %v657, %ld_full13 ], [ %v704, %ld_edge14 ]
  %v713 = phi float [ %v658, %ld_full13 ], [ %v705, %ld_edge14 ]
  %v714 = phi float [ %v659, %ld_full13 ], [ %v706, %ld_edge14 ]
  %v715 = and i32 %v2, 1
  %v716 = shl i32 %v715, 2
  %v717 = lshr i32 %v2, 1
  %v718 = and i32 %v717, 1
  %v719 = shl i32 %v718, 3
  %v720 = or i32 %v716, %v719
  %v721 = lshr i32 %v2, 2
  %v722 = and i32 %v721, 1
  %v723 = shl i32 %v722, 4
  %v724 = or i32 %v720, %v723
  %v725 = lshr i32 %v2, 3
  %v726 = and i32 %v725, 1
  %v727 = shl i32 %v726, 5
  %v728 = or i32 %v724, %v727
  %v729 = lshr i32 %v2, 4
  %v730 = and i32 %v729, 1
  %v731 = shl i32 %v730, 6
  %v732 = or i32 %v728, %v731
  %v733 = and i32 %v3, 1
  %v734 = shl i32 %v733, 7
  %v735 = or i32 %v732, %v734
  %v736 = lshr i32 %v3, 1
  %v737 = and i32 %v736, 1
  %v738 = shl i32 %v737, 8
  %v739 = or i32 %v735, %v738
  %v740 = and i32 %v739, 1023
  %v741 = sext i32 %v451 to i64
  %v742 = mul i64 %v741, 1024
  %v743 = zext i32 %v740 to i64
  %v744 = add i64 %v742, %v743
  %v745 = zext i32 %p9 to i64
  %v746 = add i64 %v742, 1024
  %v747 = icmp sle i64 %v746, %v745
  %v748 = icmp sge i64 %v741, 0
  %v749 = and i1 %v747, %v748
  br i1 %v749, label %ld_full16, label %ld_edge17
ld_full16:
  %v750 = icmp ult i64 %v744, %v745
  %v751 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v744
  %v752 = bitcast float addrspace(1)* %v751 to <4 x float> addrspace(1)*
  %v753 = load <4 x float>, <4 x float> addrspace(1)* %v752, align 16
  %v754 = extractelement <4 x float> %v753, i32 0
  %v755 = extractelement <4 x float> %v753, i32 1
  %v756 = extractelement <4 x float> %v753, i32 2
  %v757 = extractelement <4 x float> %v753, i32 3
  %v758 = add i64 %v744, 512
  %v759 = add i64 %v744, 512
  %v760 = icmp ult i64 %v759, %v745
  %v761 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v758
  %v762 = bitcast float addrspace(1)* %v761 to <4 x float> addrspace(1)*
  %v763 = load <4 x float>, <4 x float> addrspace(1)* %v762, align 16
  %v764 = extractelement <4 x float> %v763, i32 0
  %v765 = extractelement <4 x float> %v763, i32 1
  %v766 = extractelement <4 x float> %v763, i32 2
  %v767 = extractelement <4 x float> %v763, i32 3
  br label %ld_done18
ld_edge17:
  %v768 = bitcast float 0x0000000000000000 to i32
  %v769 = icmp ult i64 %v744, %v745
  %v770 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v744
  %v771 = bitcast float addrspace(1)* %v770 to <4 x float> addrspace(1)*
  %v772 = ptrtoint <4 x float> addrspace(1)* %v771 to i64
  %v773 = zext i1 %v769 to i32
  %v774 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v772, i32 %v773, i32 %v768, i32 %v768, i32 %v768, i32 %v768)
  %v775 = extractvalue {i32, i32, i32, i32} %v774, 0
  %v776 = extractvalue {i32, i32, i32, i32} %v774, 1
  %v777 = extractvalue {i32, i32, i32, i32} %v774, 2
  %v778 = extractvalue {i32, i32, i32, i32} %v774, 3
  %v779 = bitcast i32 %v775 to float
  %v780 = bitcast i32 %v776 to float
  %v781 = bitcast i32 %v777 to float
  %v782 = bitcast i32 %v778 to float
  %v783 = insertelement <4 x float> undef, float %v779, i32 0
  %v784 = insertelement <4 x float> %v783, float %v780, i32 1
  %v785 = insertelement <4 x float> %v784, float %v781, i32 2
  %v786 = insertelement <4 x float> %v785, float %v782, i32 3
  %v787 = extractelement <4 x float> %v786, i32 0
  %v788 = extractelement <4 x float> %v786, i32 1
  %v789 = extractelement <4 x float> %v786, i32 2
  %v790 = extractelement <4 x float> %v786, i32 3
  %v791 = add i64 %v744, 512
  %v792 = add i64 %v744, 512
  %v793 = icmp ult i64 %v792, %v745
  %v794 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v791
  %v795 = bitcast float addrspace(1)* %v794 to <4 x float> addrspace(1)*
  %v796 = ptrtoint <4 x float> addrspace(1)* %v795 to i64
  %v797 = zext i1 %v793 to i32
  %v798 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v796, i32 %v797, i32 %v768, i32 %v768, i32 %v768, i32 %v768)
  %v799 = extractvalue {i32, i32, i32, i32} %v798, 0
  %v800 = extractvalue {i32, i32, i32, i32} %v798, 1
  %v801 = extractvalue {i32, i32, i32, i32} %v798, 2
  %v802 = extractvalue {i32, i32, i32, i32} %v798, 3
  %v803 = bitcast i32 %v799 to float
  %v804 = bitcast i32 %v800 to float
  %v805 = bitcast i32 %v801 to float
  %v806 = bitcast i32 %v802 to float
  %v807 = insertelement <4 x float> undef, float %v803, i32 0
  %v808 = insertelement <4 x float> %v807, float %v804, i32 1
  %v809 = insertelement <4 x float> %v808, float %v805, i32 2
  %v810 = insertelement <4 x float> %v809, float %v806, i32 3
  %v811 = extractelement <4 x float> %v810, i32 0
  %v812 = extractelement <4 x float> %v810, i32 1
  %v813 = extractelement <4 x float> %v810, i32 2
  %v814 = extractelement <4 x float> %v810, i32 3
  br label %ld_done18
ld_done18:
  %v815 = phi float [ %v754, %ld_full16 ], [ %v787, %ld_edge17 ]
  %v816 = phi float [ %v755, %ld_full16 ], [ %v788, %ld_edge17 ]
  %v817 = phi float [ %v756, %ld_full16 ], [ %v789, %ld_edge17 ]
  %v818 = phi float [ %v757, %ld_full16 ], [ %v790, %ld_edge17 ]
  %v819 = phi float [ %v764, %ld_full16 ], [ %v811, %ld_edge17 ]
  %v820 = phi float [ %v765, %ld_full16 ], [ %v812, %ld_edge17 ]
  %v821 = phi float [ %v766, %ld_full16 ], [ %v813, %ld_edge17 ]
  %v822 = phi float [ %v767, %ld_full16 ], [ %v814, %ld_edge17 ]
  %v823 = fsub float %v599, %v22
  %v824 = fsub float %v600, %v22
  %v825 = fsub float %v601, %v22
  %v826 = fsub float %v602, %v22
  %v827 = fsub float %v603, %v22
  %v828 = fsub float %v604, %v22
  %v829 = fsub float %v605, %v22
  %v830 = fsub float %v606, %v22
  %v831 = fmul float %v823, %v444
  %v832 = fmul float %v824, %v444
  %v833 = fmul float %v825, %v444
  %v834 = fmul float %v826, %v444
  %v835 = fmul float %v827, %v444
  %v836 = fmul float %v828, %v444
  %v837 = fmul float %v829, %v444
  %v838 = fmul float %v830, %v444
  call void @llvm.nvvm.barrier0()
  %v839 = and i32 %v2, 1
  %v840 = shl i32 %v839, 2
  %v841 = lshr i32 %v2, 1
  %v842 = and i32 %v841, 1
  %v843 = shl i32 %v842, 3
  %v844 = or i32 %v840, %v843
  %v845 = lshr i32 %v2, 2
  %v846 = and i32 %v845, 1
  %v847 = shl i32 %v846, 4
  %v848 = or i32 %v844, %v847
  %v849 = lshr i32 %v2, 3
  %v850 = and i32 %v849, 1
  %v851 = shl i32 %v850, 5
  %v852 = or i32 %v848, %v851
  %v853 = lshr i32 %v2, 4
  %v854 = and i32 %v853, 1
  %v855 = shl i32 %v854, 6
  %v856 = or i32 %v852, %v855
  %v857 = and i32 %v3, 1
  %v858 = shl i32 %v857, 7
  %v859 = or i32 %v856, %v858
  %v860 = lshr i32 %v3, 1
  %v861 = and i32 %v860, 1
  %v862 = shl i32 %v861, 8
  %v863 = or i32 %v859, %v862
  %v864 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v865 = getelementptr inbounds float, float addrspace(3)* %v864, i32 %v863
  store float %v707, float addrspace(3)* %v865, align 4
  %v866 = or i32 %v863, 1
  %v867 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v868 = getelementptr inbounds float, float addrspace(3)* %v867, i32 %v866
  store float %v708, float addrspace(3)* %v868, align 4
  %v869 = or i32 %v863, 2
  %v870 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v871 = getelementptr inbounds float, float addrspace(3)* %v870, i32 %v869
  store float %v709, float addrspace(3)* %v871, align 4
  %v872 = or i32 %v863, 3
  %v873 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v874 = getelementptr inbounds float, float addrspace(3)* %v873, i32 %v872
  store float %v710, float addrspace(3)* %v874, align 4
  %v875 = or i32 %v863, 512
  %v876 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v877 = getelementptr inbounds float, float addrspace(3)* %v876, i32 %v875
  store float %v711, float addrspace(3)* %v877, align 4
  %v878 = or i32 %v863, 513
  %v879 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v880 = getelementptr inbounds float, float addrspace(3)* %v879, i32 %v878
  store float %v712, float addrspace(3)* %v880, align 4
  %v881 = or i32 %v863, 514
  %v882 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v883 = getelementptr inbounds float, float addrspace(3)* %v882, i32 %v881
  store float %v713, float addrspace(3)* %v883, align 4
  %v884 = or i32 %v863, 515
  %v885 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v886 = getelementptr inbounds float, float addrspace(3)* %v885, i32 %v884
  store float %v714, float addrspace(3)* %v886, align 4
  call void @llvm.nvvm.barrier0()
  %v887 = and i32 %v2, 1
  %v888 = shl i32 %v887, 3
  %v889 = lshr i32 %v2, 1
  %v890 = and i32 %v889, 1
  %v891 = shl i32 %v890, 4
  %v892 = or i32 %v888, %v891
  %v893 = lshr i32 %v2, 2
  %v894 = and i32 %v893, 1
  %v895 = shl i32 %v894, 5
  %v896 = or i32 %v892, %v895
  %v897 = lshr i32 %v2, 3
  %v898 = and i32 %v897, 1
  %v899 = shl i32 %v898, 6
  %v900 = or i32 %v896, %v899
  %v901 = lshr i32 %v2, 4
  %v902 = and i32 %v901, 1
  %v903 = shl i32 %v902, 7
  %v904 = or i32 %v900, %v903
  %v905 = and i32 %v3, 1
  %v906 = shl i32 %v905, 8
  %v907 = or i32 %v904, %v906
  %v908 = lshr i32 %v3, 1
  %v909 = and i32 %v908, 1
  %v910 = shl i32 %v909, 9
  %v911 = or i32 %v907, %v910
  %v912 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v913 = getelementptr inbounds float, float addrspace(3)* %v912, i32 %v911
  %v914 = load float, float addrspace(3)* %v913, align 4
  %v915 = or i32 %v911, 1
  %v916 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v917 = getelementptr inbounds float, float addrspace(3)* %v916, i32 %v915
  %v918 = load float, float addrspace(3)* %v917, align 4
  %v919 = or i32 %v911, 2
  %v920 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v921 = getelementptr inbounds float, float addrspace(3)* %v920, i32 %v919
  %v922 = load float, float addrspace(3)* %v921, align 4
  %v923 = or i32 %v911, 3
  %v924 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v925 = getelementptr inbounds float, float addrspace(3)* %v924, i32 %v923
  %v926 = load float, float addrspace(3)* %v925, align 4
  %v927 = or i32 %v911, 4
  %v928 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v929 = getelementptr inbounds float, float addrspace(3)* %v928, i32 %v927
  %v930 = load float, float addrspace(3)* %v929, align 4
  %v931 = or i32 %v911, 5
  %v932 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v933 = getelementptr inbounds float, float addrspace(3)* %v932, i32 %v931
  %v934 = load float, float addrspace(3)* %v933, align 4
  %v935 = or i32 %v911, 6
  %v936 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v937 = getelementptr inbounds float, float addrspace(3)* %v936, i32 %v935
  %v938 = load float, float addrspace(3)* %v937, align 4
  %v939 = or i32 %v911, 7
  %v940 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v941 = getelementptr inbounds float, float addrspace(3)* %v940, i32 %v939
  %v942 = load float, float addrspace(3)* %v941, align 4
  %v943 = fmul float %v831, %v914
  %v944 = fmul float %v832, %v918
  %v945 = fmul float %v833, %v922
  %v946 = fmul float %v834, %v926
  %v947 = fmul float %v835, %v930
  %v948 = fmul float %v836, %v934
  %v949 = fmul float %v837, %v938
  %v950 = fmul float %v838, %v942
  call void @llvm.nvvm.barrier0()
  %v951 = and i32 %v2, 1
  %v952 = shl i32 %v951, 2
  %v953 = lshr i32 %v2, 1
  %v954 = and i32 %v953, 1
  %v955 = shl i32 %v954, 3
  %v956 = or i32 %v952, %v955
  %v957 = lshr i32 %v2, 2
  %v958 = and i32 %v957, 1
  %v959 = shl i32 %v958, 4
  %v960 = or i32 %v956, %v959
  %v961 = lshr i32 %v2, 3
  %v962 = and i32 %v961, 1
  %v963 = shl i32 %v962, 5
  %v964 = or i32 %v960, %v963
  %v965 = lshr i32 %v2, 4
  %v966 = and i32 %v965, 1
  %v967 = shl i32 %v966, 6
  %v968 = or i32 %v964, %v967
  %v969 = and i32 %v3, 1
  %v970 = shl i32 %v969, 7
  %v971 = or i32 %v968, %v970
  %v972 = lshr i32 %v3, 1
  %v973 = and i32 %v972, 1
  %v974 = shl i32 %v973, 8
  %v975 = or i32 %v971, %v974
  %v976 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v977 = getelementptr inbounds float, float addrspace(3)* %v976, i32 %v975
  store float %v815, float addrspace(3)* %v977, align 4
  %v978 = or i32 %v975, 1
  %v979 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v980 = getelementptr inbounds float, float addrspace(3)* %v979, i32 %v978
  store float %v816, float addrspace(3)* %v980, align 4
  %v981 = or i32 %v975, 2
  %v982 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v983 = getelementptr inbounds float, float addrspace(3)* %v982, i32 %v981
  store float %v817, float addrspace(3)* %v983, align 4
  %v984 = or i32 %v975, 3
  %v985 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v986 = getelementptr inbounds float, float addrspace(3)* %v985, i32 %v984
  store float %v818, float addrspace(3)* %v986, align 4
  %v987 = or i32 %v975, 512
  %v988 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v989 = getelementptr inbounds float, float addrspace(3)* %v988, i32 %v987
  store float %v819, float addrspace(3)* %v989, align 4
  %v990 = or i32 %v975, 513
  %v991 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v992 = getelementptr inbounds float, float addrspace(3)* %v991, i32 %v990
  store float %v820, float addrspace(3)* %v992, align 4
  %v993 = or i32 %v975, 514
  %v994 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v995 = getelementptr inbounds float, float addrspace(3)* %v994, i32 %v993
  store float %v821, float addrspace(3)* %v995, align 4
  %v996 = or i32 %v975, 515
  %v997 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v998 = getelementptr inbounds float, float addrspace(3)* %v997, i32 %v996
  store float %v822, float addrspace(3)* %v998, align 4
  call void @llvm.nvvm.barrier0()
  %v999 = and i32 %v2, 1
  %v1000 = shl i32 %v999, 3
  %v1001 = lshr i32 %v2, 1
  %v1002 = and i32 %v1001, 1
  %v1003 = shl i32 %v1002, 4
  %v1004 = or i32 %v1000, %v1003
  %v1005 = lshr i32 %v2, 2
  %v1006 = and i32 %v1005, 1
  %v1007 = shl i32 %v1006, 5
  %v1008 = or i32 %v1004, %v1007
  %v1009 = lshr i32 %v2, 3
  %v1010 = and i32 %v1009, 1
  %v1011 = shl i32 %v1010, 6
  %v1012 = or i32 %v1008, %v1011
  %v1013 = lshr i32 %v2, 4
  %v1014 = and i32 %v1013, 1
  %v1015 = shl i32 %v1014, 7
  %v1016 = or i32 %v1012, %v1015
  %v1017 = and i32 %v3, 1
  %v1018 = shl i32 %v1017, 8
  %v1019 = or i32 %v1016, %v1018
  %v1020 = lshr i32 %v3, 1
  %v1021 = and i32 %v1020, 1
  %v1022 = shl i32 %v1021, 9
  %v1023 = or i32 %v1019, %v1022
  %v1024 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1025 = getelementptr inbounds float, float addrspace(3)* %v1024, i32 %v1023
  %v1026 = load float, float addrspace(3)* %v1025, align 4
  %v1027 = or i32 %v1023, 1
  %v1028 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1029 = getelementptr inbounds float, float addrspace(3)* %v1028, i32 %v1027
  %v1030 = load float, float addrspace(3)* %v1029, align 4
  %v1031 = or i32 %v1023, 2
  %v1032 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1033 = getelementptr inbounds float, float addrspace(3)* %v1032, i32 %v1031
  %v1034 = load float, float addrspace(3)* %v1033, align 4
  %v1035 = or i32 %v1023, 3
  %v1036 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1037 = getelementptr inbounds float, float addrspace(3)* %v1036, i32 %v1035
  %v1038 = load float, float addrspace(3)* %v1037, align 4
  %v1039 = or i32 %v1023, 4
  %v1040 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1041 = getelementptr inbounds float, float addrspace(3)* %v1040, i32 %v1039
  %v1042 = load float, float addrspace(3)* %v1041, align 4
  %v1043 = or i32 %v1023, 5
  %v1044 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1045 = getelementptr inbounds float, float addrspace(3)* %v1044, i32 %v1043
  %v1046 = load float, float addrspace(3)* %v1045, align 4
  %v1047 = or i32 %v1023, 6
  %v1048 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1049 = getelementptr inbounds float, float addrspace(3)* %v1048, i32 %v1047
  %v1050 = load float, float addrspace(3)* %v1049, align 4
  %v1051 = or i32 %v1023, 7
  %v1052 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1053 = getelementptr inbounds float, float addrspace(3)* %v1052, i32 %v1051
  %v1054 = load float, float addrspace(3)* %v1053, align 4
  %v1055 = fadd float %v943, %v1026
  %v1056 = fadd float %v944, %v1030
  %v1057 = fadd float %v945, %v1034
  %v1058 = fadd float %v946, %v1038
  %v1059 = fadd float %v947, %v1042
  %v1060 = fadd float %v948, %v1046
  %v1061 = fadd float %v949, %v1050
  %v1062 = fadd float %v950, %v1054
  %v1063 = fptrunc float %v1055 to half
  %v1064 = fpext half %v1063 to float
  %v1065 = fptrunc float %v1056 to half
  %v1066 = fpext half %v1065 to float
  %v1067 = fptrunc float %v1057 to half
  %v1068 = fpext half %v1067 to float
  %v1069 = fptrunc float %v1058 to half
  %v1070 = fpext half %v1069 to float
  %v1071 = fptrunc float %v1059 to half
  %v1072 = fpext half %v1071 to float
  %v1073 = fptrunc float %v1060 to half
  %v1074 = fpext half %v1073 to float
  %v1075 = fptrunc float %v1061 to half
  %v1076 = fpext half %v1075 to float
  %v1077 = fptrunc float %v1062 to half
  %v1078 = fpext half %v1077 to float
  %v1079 = and i32 %v2, 1
  %v1080 = shl i32 %v1079, 3
  %v1081 = lshr i32 %v2, 1
  %v1082 = and i32 %v1081, 1
  %v1083 = shl i32 %v1082, 4
  %v1084 = or i32 %v1080, %v1083
  %v1085 = lshr i32 %v2, 2
  %v1086 = and i32 %v1085, 1
  %v1087 = shl i32 %v1086, 5
  %v1088 = or i32 %v1084, %v1087
  %v1089 = lshr i32 %v2, 3
  %v1090 = and i32 %v1089, 1
  %v1091 = shl i32 %v1090, 6
  %v1092 = or i32 %v1088, %v1091
  %v1093 = lshr i32 %v2, 4
  %v1094 = and i32 %v1093, 1
  %v1095 = shl i32 %v1094, 7
  %v1096 = or i32 %v1092, %v1095
  %v1097 = and i32 %v3, 1
  %v1098 = shl i32 %v1097, 8
  %v1099 = or i32 %v1096, %v1098
  %v1100 = lshr i32 %v3, 1
  %v1101 = and i32 %v1100, 1
  %v1102 = shl i32 %v1101, 9
  %v1103 = or i32 %v1099, %v1102
  %v1104 = lshr i32 %v1103, 10
  %v1105 = and i32 %v1103, 1023
  %v1106 = sext i32 %v4 to i64
  %v1107 = sext i32 %p14 to i64
  %v1108 = zext i32 %p12 to i64
  %v1109 = mul i64 %v1106, %v1107
  %v1110 = add i64 %v1106, 1
  %v1111 = icmp sle i64 %v1110, %v1108
  %v1112 = icmp sge i64 %v1106, 0
  %v1113 = and i1 %v1111, %v1112
  %v1114 = sext i32 %v451 to i64
  %v1115 = mul i64 %v1114, 1024
  %v1116 = zext i32 %v1105 to i64
  %v1117 = add i64 %v1115, %v1116
  %v1118 = zext i32 %p13 to i64
  %v1119 = add i64 %v1109, %v1117
  %v1120 = add i64 %v1115, 1024
  %v1121 = icmp sle i64 %v1120, %v1118
  %v1122 = icmp sge i64 %v1114, 0
  %v1123 = and i1 %v1121, %v1122
  %v1124 = and i1 %v1113, %v1123
  br i1 %v1124, label %st_full19, label %st_edge20
st_full19:
  %v1125 = icmp ult i64 %v1106, %v1108
  %v1126 = icmp ult i64 %v1117, %v1118
  %v1127 = and i1 %v1125, %v1126
  %v1128 = getelementptr inbounds half, half addrspace(1)* %p11, i64 %v1119
  %v1129 = fptrunc float %v1064 to half
  %v1130 = fptrunc float %v1066 to half
  %v1131 = fptrunc float %v1068 to half
  %v1132 = fptrunc float %v1070 to half
  %v1133 = fptrunc float %v1072 to half
  %v1134 = fptrunc float %v1074 to half
  %v1135 = fptrunc float %v1076 to half
  %v1136 = fptrunc float %v1078 to half
  %v1137 = bitcast half %v1129 to i16
  %v1138 = zext i16 %v1137 to i32
  %v1139 = bitcast half %v1130 to i16
  %v1140 = zext i16 %v1139 to i32
  %v1141 = shl i32 %v1140, 16
  %v1142 = or i32 %v1138, %v1141
  %v1143 = bitcast half %v1131 to i16
  %v1144 = zext i16 %v1143 to i32
  %v1145 = bitcast half %v1132 to i16
  %v1146 = zext i16 %v1145 to i32
  %v1147 = shl i32 %v1146, 16
  %v1148 = or i32 %v1144, %v1147
  %v1149 = bitcast half %v1133 to i16
  %v1150 = zext i16 %v1149 to i32
  %v1151 = bitcast half %v1134 to i16
  %v1152 = zext i16 %v1151 to i32
  %v1153 = shl i32 %v1152, 16
  %v1154 = or i32 %v1150, %v1153
  %v1155 = bitcast half %v1135 to i16
  %v1156 = zext i16 %v1155 to i32
  %v1157 = bitcast half %v1136 to i16
  %v1158 = zext i16 %v1157 to i32
  %v1159 = shl i32 %v1158, 16
  %v1160 = or i32 %v1156, %v1159
  %v1161 = insertelement <4 x i32> undef, i32 %v1142, i32 0
  %v1162 = insertelement <4 x i32> %v1161, i32 %v1148, i32 1
  %v1163 = insertelement <4 x i32> %v1162, i32 %v1154, i32 2
  %v1164 = insertelement <4 x i32> %v1163, i32 %v1160, i32 3
  %v1165 = bitcast half addrspace(1)* %v1128 to <4 x i32> addrspace(1)*
  store <4 x i32> %v1164, <4 x i32> addrspace(1)* %v1165, align 16
  br label %st_done21
st_edge20:
  %v1166 = icmp ult i64 %v1106, %v1108
  %v1167 = icmp ult i64 %v1117, %v1118
  %v1168 = and i1 %v1166, %v1167
  %v1169 = getelementptr inbounds half, half addrspace(1)* %p11, i64 %v1119
  br i1 %v1168, label %st22, label %join23
st_done21:
  %v1207 = add i64 %v446, 1
  br label %for7
st22:
  %v1170 = fptrunc float %v1064 to half
  %v1171 = fptrunc float %v1066 to half
  %v1172 = fptrunc float %v1068 to half
  %v1173 = fptrunc float %v1070 to half
  %v1174 = fptrunc float %v1072 to half
  %v1175 = fptrunc float %v1074 to half
  %v1176 = fptrunc float %v1076 to half
  %v1177 = fptrunc float %v1078 to half
  %v1178 = bitcast half %v1170 to i16
  %v1179 = zext i16 %v1178 to i32
  %v1180 = bitcast half %v1171 to i16
  %v1181 = zext i16 %v1180 to i32
  %v1182 = shl i32 %v1181, 16
  %v1183 = or i32 %v1179, %v1182
  %v1184 = bitcast half %v1172 to i16
  %v1185 = zext i16 %v1184 to i32
  %v1186 = bitcast half %v1173 to i16
  %v1187 = zext i16 %v1186 to i32
  %v1188 = shl i32 %v1187, 16
  %v1189 = or i32 %v1185, %v1188
  %v1190 = bitcast half %v1174 to i16
  %v1191 = zext i16 %v1190 to i32
  %v1192 = bitcast half %v1175 to i16
  %v1193 = zext i16 %v1192 to i32
  %v1194 = shl i32 %v1193, 16
  %v1195 = or i32 %v1191, %v1194
  %v1196 = bitcast half %v1176 to i16
  %v1197 = zext i16 %v1196 to i32
  %v1198 = bitcast half %v1177 to i16
  %v1199 = zext i16 %v1198 to i32
  %v1200 = shl i32 %v1199, 16
  %v1201 = or i32 %v1197, %v1200
  %v1202 = insertelement <4 x i32> undef, i32 %v1183, i32 0
  %v1203 = insertelement <4 x i32> %v1202, i32 %v1189, i32 1
  %v1204 = insertelement <4 x i32> %v1203, i32 %v1195, i32 2
  %v1205 = insertelement <4 x i32> %v1204, i32 %v1201, i32 3
  %v1206 = bitcast half addrspace(1)* %v1169 to <4 x i32> addrspace(1)*
  store <4 x i32> %v1205, <4 x i32> addrspace(1)* %v1206, align 16
  br label %join23
join23:
  br label %st_done21
}

declare float @__nv_rsqrtf(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1, !2}
!0 = !{void (half addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @layernorm_looped, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @layernorm_looped, !"maxntidx", i32 128}
!2 = !{void (half addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @layernorm_looped, !"minctasm", i32 4}
!nvvmir.version = !{!3}
!3 = !{i32 2, i32 0}
